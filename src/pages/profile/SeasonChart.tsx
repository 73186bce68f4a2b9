/**
 * A season in a small inline SVG (UI.md: no chart library): round points as bars on top,
 * the overall rank as a line under them (1 at the top of its band, so up is better). The
 * figures are also in the table the page shows, and the chart's title and description say
 * what it draws.
 */
import { useId } from 'react';
import type { UserSeasonRound } from '../../../store/api/engine';

export interface SeasonChartWords {
  title: string;
  description: string;
  points: string;
  rank: string;
}

// Drawn at a phone's width (its 13-unit labels read at about 11 px on a 390 px screen) and
// scaled up to at most 560 px on a desktop.
const WIDTH = 420;
const BAR_BAND = { top: 20, height: 100 };
const RANK_BAND = { top: 160, height: 60 };
const HEIGHT = 236;
const LEFT = 8;
const RIGHT = 8;

export function SeasonChart({
  rounds,
  words,
}: {
  rounds: readonly UserSeasonRound[];
  words: SeasonChartWords;
}) {
  const id = useId();
  const step = (WIDTH - LEFT - RIGHT) / Math.max(rounds.length, 1);
  const barWidth = Math.max(2, Math.min(28, step * 0.7));
  const maxPoints = Math.max(1, ...rounds.map((r) => r.Points ?? 0));
  const maxRank = Math.max(1, ...rounds.map((r) => r.OverallRank ?? 0));
  const x = (i: number) => LEFT + step * i + step / 2;
  const rankY = (rank: number) =>
    RANK_BAND.top + (maxRank === 1 ? 0 : ((rank - 1) / (maxRank - 1)) * RANK_BAND.height);
  const ranked = rounds.map((r, i) => ({ r, i })).filter(({ r }) => r.OverallRank !== null);
  const line = ranked
    .map(
      ({ r, i }, k) =>
        `${k === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${rankY(r.OverallRank!).toFixed(1)}`,
    )
    .join(' ');
  return (
    <svg
      className="season-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      data-testid="season-chart"
    >
      <title id={`${id}-title`}>{words.title}</title>
      <desc id={`${id}-desc`}>{words.description}</desc>
      <text x={LEFT} y={13} className="season-chart__label">
        {words.points}
      </text>
      {rounds.map((r, i) => {
        const h = ((r.Points ?? 0) / maxPoints) * BAR_BAND.height;
        return (
          <g key={r.WeeklyLeagueInformationId}>
            <rect
              className={`season-chart__bar${r.IsProvisional ? ' season-chart__bar--provisional' : ''}`}
              x={x(i) - barWidth / 2}
              y={BAR_BAND.top + BAR_BAND.height - h}
              width={barWidth}
              height={Math.max(h, r.Points === null ? 0 : 1)}
              data-round={r.RoundNumber}
              data-points={r.Points ?? ''}
            />
            {rounds.length <= 20 && (
              <text x={x(i)} y={BAR_BAND.top + BAR_BAND.height + 16} className="season-chart__tick">
                {r.RoundNumber}
              </text>
            )}
          </g>
        );
      })}
      <text x={LEFT} y={RANK_BAND.top - 8} className="season-chart__label">
        {words.rank}
      </text>
      {line && <path className="season-chart__line" d={line} fill="none" />}
      {ranked.map(({ r, i }) => (
        <circle
          key={r.WeeklyLeagueInformationId}
          className="season-chart__dot"
          cx={x(i)}
          cy={rankY(r.OverallRank!)}
          r={3.5}
          data-rank={r.OverallRank!}
        />
      ))}
    </svg>
  );
}
