/**
 * A player's points reason by reason (UI.md "breakdown list": reason, count, points) with
 * their total: the one breakdown table of the player page and the team view. Its words are
 * the `stats` namespace's; a screen that has not loaded them yet (the team chunk) shows a
 * spinner here while they load, not the whole app's fallback.
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerScoreBreakdownRow } from '../../../store/api/engine';
import { Spinner } from '../Spinner';
import './breakdown.css';

export interface BreakdownListProps {
  rows: PlayerScoreBreakdownRow[];
  /** The table's accessible name. */
  caption: string;
}

export function BreakdownList(props: BreakdownListProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <BreakdownTable {...props} />
    </Suspense>
  );
}

function BreakdownTable({ rows, caption }: BreakdownListProps) {
  const { t } = useTranslation('stats');
  const count = (row: PlayerScoreBreakdownRow) => {
    if (row.Stat === 'minutes') return t('breakdown.minutes', { count: row.Count });
    if (row.Stat === 'bonus') return t('breakdown.rank', { rank: row.Count });
    if (row.Stat === 'cleanSheet') return '';
    return `×${row.Count}`;
  };
  const total = rows.reduce((sum, row) => sum + row.Points, 0);
  return (
    <table className="table points-breakdown">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('breakdown.reason')}</th>
          <th scope="col" className="num">
            {t('breakdown.count')}
          </th>
          <th scope="col" className="num">
            {t('breakdown.points')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.MatchId}-${row.Stat}-${index}`}>
            <th scope="row">{t(`stat.${row.Stat}`)}</th>
            <td className="num tabular">{count(row)}</td>
            <td
              className={`num tabular${row.Points < 0 ? ' negative' : row.Points > 0 ? ' positive' : ''}`}
            >
              {row.Points > 0 ? `+${row.Points}` : row.Points}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('breakdown.total')}
          </th>
          <td className="num tabular strong">{total}</td>
        </tr>
      </tfoot>
    </table>
  );
}
