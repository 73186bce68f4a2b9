/**
 * Both sides' statistics of one match in three columns (home, statistic, away), narrow
 * enough for a 390px phone. Statistics the data does not know (null) show a dash.
 */
import { useTranslation } from 'react-i18next';
import type { TeamMatchStats } from '../../../store/api/engine';
import { useCulture } from '../../components/culture';

const ROWS = [
  'Possession',
  'Shots',
  'ShotsOnTarget',
  'Corners',
  'Fouls',
  'Saves',
  'YellowCards',
  'RedCards',
  'Substitutions',
] as const satisfies readonly (keyof TeamMatchStats)[];

export function TeamStatsTable({
  home,
  away,
  homeName,
  awayName,
  caption,
}: {
  home: TeamMatchStats;
  away: TeamMatchStats;
  homeName: string;
  awayName: string;
  caption: string;
}) {
  const { t } = useTranslation('stats');
  const culture = useCulture();
  const show = (value: number | null, row: (typeof ROWS)[number]) =>
    value === null ? '–' : row === 'Possession' ? culture.percent(value) : String(value);
  return (
    <table className="table team-stats">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="num">
            {homeName}
          </th>
          <th scope="col" className="team-stats__label">
            {t('teamStats.stat')}
          </th>
          <th scope="col">{awayName}</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => {
          const h = home[row];
          const a = away[row];
          const homeWins = h !== null && a !== null && h > a;
          const awayWins = h !== null && a !== null && a > h;
          return (
            <tr key={row}>
              <td className={`num tabular${homeWins ? ' team-stats__lead' : ''}`}>
                {show(h, row)}
              </td>
              <th scope="row" className="team-stats__label">
                {t(`teamStats.${row}`)}
              </th>
              <td className={`tabular${awayWins ? ' team-stats__lead' : ''}`}>{show(a, row)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
