/**
 * The uploaded support logs, newest first (`SupportLog/GetList`, Admin): who sent each, when,
 * the note, the size and the app version that recorded it (only that version replays it).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSupportLogGetListQuery } from '../../store/api/auth';
import { Pager } from '../components/Pager';
import { ListStates } from './ListStates';

const PAGE_SIZE = 20;

export function SupportLogList() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0); // zero-based, as the API counts
  const list = useSupportLogGetListQuery({
    supportLogListRequest: { SortingPaging: { PageNumber: page, NumberRecords: PAGE_SIZE } },
  });
  const data = list.data?.data;
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const size = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <section className="page panel">
      <h1>{t('panel.logs.title')}</h1>
      <ListStates read={list} isEmpty={data?.length === 0} empty={t('panel.logs.empty')} />
      {data && data.length > 0 && (
        <div
          className="panel__scroll"
          tabIndex={0}
          role="region"
          aria-label={t('panel.logs.title')}
        >
          <table className="panel__table">
            <thead>
              <tr>
                <th scope="col">{t('panel.logs.id')}</th>
                <th scope="col">{t('panel.logs.user')}</th>
                <th scope="col">{t('panel.logs.time')}</th>
                <th scope="col">{t('panel.logs.note')}</th>
                <th scope="col">{t('panel.logs.size')}</th>
                <th scope="col">{t('panel.logs.version')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((log) => (
                <tr key={log.Id}>
                  <td>
                    <Link to={`/panel/destek-kayitlari/${log.Id}`}>#{log.Id}</Link>
                  </td>
                  <td>{log.UserName}</td>
                  <td>{format.format(new Date(log.CreatedAt))}</td>
                  <td>{log.Note ?? '—'}</td>
                  <td>{size.format(log.SizeBytes / 1000)} KB</td>
                  <td>{log.AppVersion ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} hasNext={(data?.length ?? 0) >= PAGE_SIZE} onPage={setPage} />
    </section>
  );
}
