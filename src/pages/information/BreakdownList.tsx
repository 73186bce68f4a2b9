/** Reason rows of points (UI.md "breakdown list": reason, count, points) with their total. */
import { useTranslation } from 'react-i18next';
import type { PlayerScoreBreakdownRow } from '../../../store/api/engine';

export function BreakdownList({
  rows,
  caption,
}: {
  rows: PlayerScoreBreakdownRow[];
  caption: string;
}) {
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
