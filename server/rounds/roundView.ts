/**
 * The api-spec `WeeklyLeagueInformation` shape, read in one place: the round lists, the
 * job results and the team calls all use `readRounds` (or `currentRoundId`).
 */
import type { Queryable } from '../db/database';
import type { Page } from '../http/paging';
import type { Language } from '../http/language';
import { text } from '../i18n/texts';
import type { WeeklyLeagueInformation } from '../../store/api/engine';

export type RoundState = WeeklyLeagueInformation['State'];

/**
 * The round teams are built for now: the open round; when none is open, the next upcoming
 * one; after the season's last deadline, the last round.
 */
export const CURRENT_ROUND_SQL = `COALESCE(
  (SELECT id FROM rounds WHERE competition_code = $1 AND state = 'open' ORDER BY number LIMIT 1),
  (SELECT id FROM rounds WHERE competition_code = $1 AND state = 'upcoming' ORDER BY number LIMIT 1),
  (SELECT id FROM rounds WHERE competition_code = $1 ORDER BY number DESC LIMIT 1))`;

export async function currentRoundId(
  q: Queryable,
  competitionCode: string,
): Promise<number | null> {
  const [row] = await q.query<{ id: number | null }>(`SELECT ${CURRENT_ROUND_SQL} AS id`, [
    competitionCode,
  ]);
  return row?.id ?? null;
}

interface RoundRow {
  id: number;
  competition_code: string;
  sports_code: string;
  number: number;
  state: RoundState;
  first_kickoff: Date | null;
  deadline: Date | null;
  is_current: boolean;
  match_count: number;
  finished_match_count: number;
}

export function roundTitle(number: number, language: Language): string {
  return text(language, 'round.title', { number });
}

/**
 * Rounds of a competition as the API shows them. `where` and `orderBy` are SQL over the
 * alias `r` (never built from request text); `params` continue after `$1` (the competition).
 */
export async function readRounds(
  q: Queryable,
  competitionCode: string,
  language: Language,
  { where = 'TRUE', orderBy = 'r.number', params = [] as unknown[], limit = 1000, offset = 0 } = {},
): Promise<WeeklyLeagueInformation[]> {
  const rows = await q.query<RoundRow>(
    `SELECT r.id, r.competition_code, c.sports_code, r.number, r.state, r.first_kickoff, r.deadline,
       r.id = ${CURRENT_ROUND_SQL} AS is_current,
       (SELECT count(*) FROM matches m WHERE m.round_id = r.id AND m.state <> 'postponed')::int AS match_count,
       (SELECT count(*) FROM matches m WHERE m.round_id = r.id AND m.state = 'finished')::int AS finished_match_count
     FROM rounds r JOIN competitions c ON c.code = r.competition_code
     WHERE r.competition_code = $1 AND (${where})
     ORDER BY ${orderBy}, r.number
     LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`,
    [competitionCode, ...params],
  );
  return rows.map((r) => ({
    Id: r.id,
    CompetitionCode: r.competition_code,
    SportsCode: r.sports_code,
    Number: r.number,
    Title: roundTitle(r.number, language),
    // A round without matches yet has no kickoff; the API shape needs one: show its opening time.
    FirstKickoff: (r.first_kickoff ?? new Date(0)).toISOString(),
    Deadline: (r.deadline ?? new Date(0)).toISOString(),
    State: r.state,
    IsCurrent: r.is_current,
    MatchCount: r.match_count,
    FinishedMatchCount: r.finished_match_count,
  })) as WeeklyLeagueInformation[];
}

export async function readRound(
  q: Queryable,
  roundId: number,
  language: Language,
): Promise<WeeklyLeagueInformation | null> {
  const [comp] = await q.query<{ competition_code: string }>(
    'SELECT competition_code FROM rounds WHERE id = $1',
    [roundId],
  );
  if (!comp) return null;
  const [round] = await readRounds(q, comp.competition_code, language, {
    where: 'r.id = $2',
    params: [roundId],
  });
  return round ?? null;
}

/** Sort columns of the round list, by the API's sort names. */
export const ROUND_PAGE = {
  columns: { Number: 'r.number', FirstKickoff: 'r.first_kickoff', Deadline: 'r.deadline' },
  fallback: { column: 'Number', order: 'asc' as const },
};

/** One page of a competition's rounds (of `states`, or all), and how many there are. */
export async function readRoundPage(
  q: Queryable,
  competitionCode: string,
  language: Language,
  states: readonly RoundState[] | null,
  page: Page,
) {
  const where = '$2::text[] IS NULL OR r.state = ANY($2::text[])';
  const rounds = await readRounds(q, competitionCode, language, {
    where,
    params: [states],
    orderBy: page.orderBy,
    limit: page.limit,
    offset: page.offset,
  });
  const [total] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM rounds r WHERE r.competition_code = $1 AND (${where})`,
    [competitionCode, states],
  );
  return { rounds, total: total!.n };
}
