/**
 * The api-spec `Match`, `PlayerMatchStats` and `PlayerMatch` shapes, read in one place:
 * match lists and details, a player's matches and the match statistics page use them.
 */
import type { Queryable } from '../db/database';
import type { Page } from '../http/paging';
import type { Match, MatchState, PlayerMatch, PlayerMatchStats } from '../../store/api/engine';

/** Selects a match of `matches m JOIN rounds mr ON mr.id = m.round_id`. */
export const MATCH_COLUMNS = `m.id AS match_id, m.competition_code AS match_competition_code,
  m.round_id AS match_round_id, mr.number AS match_round_number,
  m.home_club_id AS match_home_club_id, m.away_club_id AS match_away_club_id,
  m.kickoff AS match_kickoff, m.state AS match_state, m.home_score AS match_home_score,
  m.away_score AS match_away_score, m.minute AS match_minute`;

export const MATCH_FROM = 'matches m JOIN rounds mr ON mr.id = m.round_id';

export interface MatchRow {
  match_id: number;
  match_competition_code: string;
  match_round_id: number;
  match_round_number: number;
  match_home_club_id: number;
  match_away_club_id: number;
  match_kickoff: Date;
  match_state: MatchState;
  match_home_score: number | null;
  match_away_score: number | null;
  match_minute: number | null;
}

/** A match has kicked off once it is live or finished (a postponed one has not). */
export const hasKickedOff = (state: MatchState) => state === 'live' || state === 'finished';

export function toMatch(row: MatchRow): Match {
  return {
    Id: row.match_id,
    CompetitionCode: row.match_competition_code,
    WeeklyLeagueInformationId: row.match_round_id,
    RoundNumber: row.match_round_number,
    HomeTeamId: row.match_home_club_id,
    AwayTeamId: row.match_away_club_id,
    Kickoff: row.match_kickoff.toISOString(),
    State: row.match_state,
    HomeScore: row.match_home_score,
    AwayScore: row.match_away_score,
    // The clock only means something while the match is on.
    Minute: row.match_state === 'live' ? row.match_minute : null,
  };
}

const COUNTS: [keyof PlayerMatchStats, string][] = [
  ['Minutes', 'minutes'],
  ['Goals', 'goals'],
  ['Assists', 'assists'],
  ['GoalsConceded', 'goals_conceded'],
  ['Saves', 'saves'],
  ['PenaltiesSaved', 'penalties_saved'],
  ['PenaltiesMissed', 'penalties_missed'],
  ['YellowCards', 'yellow_cards'],
  ['RedCards', 'red_cards'],
  ['OwnGoals', 'own_goals'],
  ['BonusPoints', 'bonus_points'],
];

/**
 * The figures of `player_match_stats` aliased `alias`: one (possibly missing) row, or the
 * sum over a group (`sum`). A missing row is a player who did not play: zeros.
 */
export function statColumns(alias: string, mode: 'row' | 'sum'): string {
  const counts = COUNTS.map(([, c]) =>
    mode === 'sum'
      ? `COALESCE(SUM(${alias}.${c}), 0)::int AS stat_${c}`
      : `COALESCE(${alias}.${c}, 0) AS stat_${c}`,
  );
  const cleanSheet =
    mode === 'sum'
      ? `COALESCE(bool_or(${alias}.clean_sheet), false) AS stat_clean_sheet`
      : `COALESCE(${alias}.clean_sheet, false) AS stat_clean_sheet`;
  return [...counts, cleanSheet].join(', ');
}

export type StatRow = Record<string, unknown>;

export function toMatchStats(row: StatRow): PlayerMatchStats {
  const stats = Object.fromEntries(
    COUNTS.map(([field, c]) => [field, Number(row[`stat_${c}`])]),
  ) as unknown as PlayerMatchStats;
  stats.CleanSheet = Boolean(row.stat_clean_sheet);
  // The shape bounds one match; a round with two matches of a club is capped to them.
  stats.YellowCards = Math.min(stats.YellowCards, 2);
  stats.RedCards = Math.min(stats.RedCards, 1);
  stats.BonusPoints = Math.min(stats.BonusPoints, 3);
  return stats;
}

/**
 * The matches of each player's club (and any match he played for another club), from his
 * side, with his figures and points. `roundId` narrows to one round; `states` to matches
 * in those states. In kickoff order, grouped by player.
 */
export async function readPlayerMatches(
  q: Queryable,
  playerIds: number[],
  { roundId = null, states }: { roundId?: number | null; states: readonly MatchState[] },
): Promise<Map<number, PlayerMatch[]>> {
  const rows = await q.query<
    MatchRow & StatRow & { player_id: number; team_id: number; points: number | null }
  >(
    `SELECT p.id AS player_id, ${MATCH_COLUMNS}, COALESCE(s.club_id, p.club_id) AS team_id,
       s.points, ${statColumns('s', 'row')}
     FROM players p
     JOIN ${MATCH_FROM}
       ON p.club_id IN (m.home_club_id, m.away_club_id)
       OR EXISTS (SELECT 1 FROM player_match_stats x WHERE x.match_id = m.id AND x.player_id = p.id)
     LEFT JOIN player_match_stats s ON s.match_id = m.id AND s.player_id = p.id
     WHERE p.id = ANY($1::int[]) AND ($2::int IS NULL OR m.round_id = $2)
       AND m.state = ANY($3::text[])
     ORDER BY m.kickoff, m.id`,
    [playerIds, roundId, states],
  );
  const byPlayer = new Map<number, PlayerMatch[]>(playerIds.map((id) => [id, []]));
  for (const row of rows) {
    const isHome = row.team_id === row.match_home_club_id;
    byPlayer.get(row.player_id)!.push({
      MatchId: row.match_id,
      WeeklyLeagueInformationId: row.match_round_id,
      RoundNumber: row.match_round_number,
      Kickoff: row.match_kickoff.toISOString(),
      MatchState: row.match_state,
      TeamId: row.team_id,
      OpponentTeamId: isHome ? row.match_away_club_id : row.match_home_club_id,
      IsHome: isHome,
      TeamScore: isHome ? row.match_home_score : row.match_away_score,
      OpponentScore: isHome ? row.match_away_score : row.match_home_score,
      Stats: toMatchStats(row),
      Points: hasKickedOff(row.match_state) ? (row.points ?? 0) : null,
    });
  }
  return byPlayer;
}

/** Sort columns of the match list, by the API's sort names. */
export const MATCH_PAGE = {
  columns: { Kickoff: 'm.kickoff', RoundNumber: 'mr.number' },
  fallback: { column: 'Kickoff', order: 'asc' as const },
};

export interface MatchFilter {
  competition: string;
  /** null: every round. */
  roundId: number | null;
  /** null: every club. */
  clubId: number | null;
  states: readonly MatchState[] | null;
}

/** One page of matches and how many match the filter. */
export async function readMatchPage(q: Queryable, filter: MatchFilter, page: Page) {
  const where = `m.competition_code = $1 AND ($2::int IS NULL OR m.round_id = $2)
        AND ($3::int IS NULL OR $3 IN (m.home_club_id, m.away_club_id))
        AND ($4::text[] IS NULL OR m.state = ANY($4::text[]))`;
  const params = [filter.competition, filter.roundId, filter.clubId, filter.states];
  const rows = await q.query<MatchRow>(
    `SELECT ${MATCH_COLUMNS} FROM ${MATCH_FROM} WHERE ${where}
         ORDER BY ${page.orderBy}, m.kickoff, m.id LIMIT $5 OFFSET $6`,
    [...params, page.limit, page.offset],
  );
  const [total] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${MATCH_FROM} WHERE ${where}`,
    params,
  );
  return { matches: rows.map(toMatch), total: total!.n };
}

/** One match in the API's shape (undefined when there is none). */
export async function readMatch(q: Queryable, matchId: number): Promise<Match | undefined> {
  const [row] = await q.query<MatchRow>(
    `SELECT ${MATCH_COLUMNS} FROM ${MATCH_FROM} WHERE m.id = $1`,
    [matchId],
  );
  return row && toMatch(row);
}
