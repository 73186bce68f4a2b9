/** Whose round points a score run changed (`Admin/GetPointChanges`), largest change first. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminGetPointChangesQuery } from '../../../store/api/engine';
import { useCulture } from '../../components/culture';
import { Pager } from '../../components/Pager';
import { ListStates } from '../ListStates';

const PAGE_SIZE = 50;

export function PointChanges({ runId, title }: { runId: number; title: string }) {
  const { t } = useTranslation('panel');
  const c = useCulture();
  const [page, setPage] = useState(0);
  const list = useAdminGetPointChangesQuery({
    adminPointChangeListRequest: {
      RunId: runId,
      SortingPaging: { PageNumber: page, NumberRecords: PAGE_SIZE },
    },
  });
  const rows = list.data?.data ?? [];
  const headingId = `point-changes-${runId}`;
  const signed = (n: number) => (n > 0 ? `+${c.number(n)}` : c.number(n));
  return (
    <div className="panel-changes">
      <h3 id={headingId}>{title}</h3>
      <ListStates read={list} isEmpty={rows.length === 0} empty={t('changes.none')} />
      {rows.length > 0 && (
        <>
          <p>{t('changes.count', { count: list.data?.count ?? rows.length })}</p>
          <div className="panel__scroll" tabIndex={0} role="region" aria-labelledby={headingId}>
            <table className="panel__table">
              <thead>
                <tr>
                  <th scope="col">{t('changes.user')}</th>
                  <th scope="col">{t('changes.team')}</th>
                  <th scope="col">{t('changes.before')}</th>
                  <th scope="col">{t('changes.after')}</th>
                  <th scope="col">{t('changes.difference')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.UserTeamId}>
                    <th scope="row">{row.UserName}</th>
                    <td>{row.TeamName}</td>
                    <td>{row.Before === null ? '—' : c.number(row.Before)}</td>
                    <td>{row.After === null ? '—' : c.number(row.After)}</td>
                    <td className={row.Difference >= 0 ? 'panel-up' : 'panel-down'}>
                      {signed(row.Difference)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {(list.data?.count ?? 0) > PAGE_SIZE && (
            <Pager
              page={page}
              pages={Math.ceil((list.data?.count ?? 0) / PAGE_SIZE)}
              onPage={setPage}
            />
          )}
        </>
      )}
    </div>
  );
}
