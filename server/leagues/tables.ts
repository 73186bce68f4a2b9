/**
 * Every user league table (Pro, Taraftar Ligi, clan members, friend groups, special
 * leagues, classement divisions) is a ranked view of one round's rows of `pro_standings`,
 * which scoring writes for every started round: round and total points, best round and
 * the first team's creation time, the three keys of the GAME_RULES tie rule.
 *
 * How to plug a league in: a handler calls `readLeagueTable(q, scope, request)` (the
 * round and paging of the request resolved), or `readTable(q, round, scope, request)`, with
 * - `{ kind: 'pro' }`: every primary team; ranks stored by scoring (`round_rank`,
 *   `overall_rank`), and the previous scored round's overall rank (migration 0024), so a
 *   page is a range of the rank's index, which carries what a row shows, and the caller's
 *   row one probe, at any size;
 * - `{ kind: 'club', clubId }`: the Taraftar Ligi of one club; ranks also stored
 *   (`club_round_rank`, `club_overall_rank`, migration 0010; the previous one, 0024) for
 *   the club the user supported when the round's row was first written;
 * - `{ kind: 'members', members }`: any other set of users, given as SQL that selects a
 *   `user_id` column (parameters `$1`, `$2`... of its own, passed in `members.params`),
 *   e.g. `{ sql: 'SELECT user_id FROM clan_members WHERE clan_id = $1', params: [7] }`.
 *   With a `span` of round numbers (a special league's rounds, a classement period) the
 *   totals and best round cover only those rounds, and a round before it has no table.
 *   Ranks are computed with window functions over the set's rows of the round (and of the
 *   previous scored round for the movement arrow): meant for sets of thousands, not of
 *   the whole game.
 * `request.overall` picks the overall table (ranked by total points, with the rank one
 * scored round earlier in `PreviousRank`) or the round's table (ranked by round points,
 * `PreviousRank` null). The answer is one page in rank order, the caller's own row
 * (`MyRow`, read on its own, never by reading the table) and the table's size; the page
 * containing the caller is `floor((MyRow.Rank - 1) / pageSize)` (api-spec/league.yaml).
 */
import { toSummary } from '../accounts/users';
import type { Queryable } from '../db/database';
import { pageOf, type SortingPaging } from '../http/paging';
import type { StandingRow, StandingsPage } from '../../store/api/league';
import { FAILURES, Failure } from '../http/failures';
import { isProvisional, STARTED_STATES, type RoundRef } from '../stats/roundLookup';

/** SQL selecting a `user_id` column, with its own parameters numbered from `$1`. */
export interface MemberSet {
  sql: string;
  params: unknown[];
}

export type TableScope =
  | { kind: 'pro' }
  | { kind: 'club'; clubId: number }
  | { kind: 'members'; members: MemberSet; span?: RoundSpan };

/**
 * The round numbers a league counts (a special league's rounds, a classement period): its
 * totals and best round cover only those up to the round shown.
 */
export interface RoundSpan {
  from: number;
  to: number;
}

export interface TableRequest {
  overall: boolean;
  callerId: number;
  limit: number;
  offset: number;
}

export interface TableAnswer {
  page: StandingsPage;
  total: number;
}

/** A table's page from the spec's paging body: tables come in rank order, `SortItem` is ignored. */
export function tablePage(paging: SortingPaging | undefined): { limit: number; offset: number } {
  const { limit, offset } = pageOf(
    { ...paging, SortItem: undefined },
    { columns: { Rank: 'rank' }, fallback: { column: 'Rank', order: 'asc' } },
  );
  return { limit, offset };
}

/** The answer for a table with no rows yet (no round with a table). */
export const EMPTY_TABLE: TableAnswer = {
  page: { Rows: [], MyRow: null, WeeklyLeagueInformationId: null, IsProvisional: false },
  total: 0,
};

/**
 * The tie rule (GAME_RULES "Leagues") over `pro_standings s`, then the earlier account, so
 * ranks are unique positions (api-spec/league.yaml); the round table puts round points first.
 */
export const OVERALL_ORDER =
  's.total_points DESC, s.best_round DESC, s.first_team_created_at, s.user_id';
export const ROUND_ORDER = `s.round_points DESC, ${OVERALL_ORDER}`;

/** A round with table rows and, for the movement arrow, the scored round with rows before it. */
export interface TableRound extends RoundRef {
  previousId: number | null;
}

/**
 * SQL: the round `alias` (a `rounds` row) has rows in the Pro table. A scalar subquery, not
 * EXISTS: the Pro table is partitioned by round (migration 0026), and PostgreSQL turned an
 * EXISTS into a join with every round's rows, hashed (0.5-1 s at 1,000,000 teams a round);
 * a subquery stays one probe of the round's partition for each round.
 */
export const roundHasRows = (alias: string) =>
  `(SELECT true FROM pro_standings s WHERE s.round_id = ${alias}.id LIMIT 1)`;

const TABLE_ROUND = `SELECT r.id, r.number, r.state, r.competition_code AS "competitionCode",
    (SELECT p.id FROM rounds p
     WHERE p.competition_code = r.competition_code AND p.number < r.number AND p.state = 'scored'
       AND ${roundHasRows('p')}
     ORDER BY p.number DESC LIMIT 1) AS "previousId"
  FROM rounds r`;

/**
 * The latest round of the competition with table rows; null before any. Only rounds that
 * have started can have rows (scoring writes them), so later rounds are not probed.
 */
export async function latestTableRound(
  q: Queryable,
  competitionCode: string,
): Promise<TableRound | null> {
  const [row] = await q.query<TableRound>(
    `${TABLE_ROUND}
     WHERE r.competition_code = $1 AND r.state = ANY($2::text[])
       AND ${roundHasRows('r')}
     ORDER BY r.number DESC LIMIT 1`,
    [competitionCode, STARTED_STATES],
    { prepareAs: 'latest-table-round' },
  );
  return row ?? null;
}

/** A round by id with its previous scored round; 404 when unknown. */
export async function requireTableRound(q: Queryable, id: number): Promise<TableRound> {
  const [row] = await q.query<TableRound>(`${TABLE_ROUND} WHERE r.id = $1`, [id], {
    prepareAs: 'table-round',
  });
  if (!row) throw new Failure(FAILURES.readRoundNotFound);
  return row;
}

/**
 * The latest round before `round` with table rows, of any state (scoring's totals run
 * through it) or only a scored one (the movement arrow's).
 */
export async function previousRoundWithRows(
  q: Queryable,
  round: Pick<RoundRef, 'competitionCode' | 'number'>,
  { scored }: { scored: boolean },
): Promise<number | null> {
  const [row] = await q.query<{ id: number }>(
    `SELECT r.id FROM rounds r
     WHERE r.competition_code = $1 AND r.number < $2 ${scored ? "AND r.state = 'scored'" : ''}
       AND ${roundHasRows('r')}
     ORDER BY r.number DESC LIMIT 1`,
    [round.competitionCode, round.number],
  );
  return row?.id ?? null;
}

/** The scored round with table rows just before `round` (for the movement arrow). */
export const previousScoredRoundId = (
  q: Queryable,
  round: Pick<RoundRef, 'competitionCode' | 'number'>,
) => previousRoundWithRows(q, round, { scored: true });

interface Row {
  rank: number;
  previous_rank: number | null;
  id: number;
  user_name: string;
  image_url: string | null;
  favorite_team_id: number | null;
  user_team_id: number | null;
  team_name: string | null;
  round_points: number;
  total_points: number;
  best_round: number;
}

const toRow = (r: Row): StandingRow => ({
  Rank: r.rank,
  PreviousRank: r.previous_rank,
  User: toSummary(r),
  UserTeamId: r.user_team_id,
  TeamName: r.team_name,
  RoundPoints: r.round_points,
  TotalPoints: r.total_points,
  BestRound: r.best_round,
});

// What a row shows is on the row (migration 0025): its user's name, picture and favourite
// club, its team's name. A page joins nothing.
const ROW_COLUMNS = `s.user_id AS id, s.user_name, s.image_url, s.favorite_team_id, s.user_team_id,
  s.team_name, s.round_points, s.total_points, s.best_round`;

/** The parts of the table's SQL, all with the same parameters (`params`, from `$1` on). */
interface TableSql {
  /** A query of the scope's rows `s` with `rank` and `previous_rank`, ending in a WHERE. */
  from: string;
  /** Every parameter of `from`, `page` and `count` (a member set's: the round first). */
  params: unknown[];
  /** The page of `from` in rank order, given the placeholders of its size and offset. */
  page(limit: string, offset: string): string;
  /** The table's size as `n`. */
  count: string;
}

/**
 * A stored table of a round, the club `$1`: the ranks and the previous scored round's
 * overall rank are on the row (scoring writes them, migration 0024). Every club's table at
 * once (`clubId` absent) for callers' own rows, each row with its `club_id`.
 *
 * The round is written into the statement, not passed: the table is partitioned by round
 * (migration 0026), and only a round known when the statement is planned narrows the plan
 * to its partition. With the round a parameter, PostgreSQL judged the generic plan (every
 * partition) dearer than planning each call for its round, and planned every call
 * (0.3-0.4 ms of its CPU). Callers prepare a statement per round (`storedStatement`).
 */
function storedTable(
  scope: { kind: 'pro' } | { kind: 'club'; clubId?: number },
  overall: boolean,
  roundId: number,
): TableSql {
  if (!Number.isInteger(roundId)) throw new Error(`round ${roundId}`);
  // Only fixed column names and the round's integer id ever reach the SQL text.
  const prefix = scope.kind === 'club' ? 'club_' : '';
  const column = `${prefix}${overall ? 'overall_rank' : 'round_rank'}`;
  const rank = `s.${column}`;
  const clubId = scope.kind === 'club' ? scope.clubId : undefined;
  const oneClub = clubId !== undefined;
  const club = (alias: string) => (oneClub ? ` AND ${alias}.club_id = $1` : '');
  const from = `SELECT ${rank} AS rank,
        ${overall ? `s.previous_${prefix}overall_rank` : 'NULL::int'} AS previous_rank,
        ${ROW_COLUMNS}${scope.kind === 'club' && !oneClub ? ', s.club_id' : ''}
      FROM pro_standings s
      WHERE s.round_id = ${roundId}${club('s')}`;
  // Ranks are unique positions 1..n (the score job numbers them), so a page is a range of
  // ranks, read in order from the rank's index (which carries all a Pro row shows, so no
  // row of the table is read: migrations 0024, 0025), and the table's size is its last rank: no
  // OFFSET, no count. The LIMIT has the planner take the range for a page's few rows, not
  // for thousands (a range of unknown width alone had it plan a parallel scan): one plan
  // suits every page of a round, so the statement is prepared once per connection and round.
  return {
    from,
    params: oneClub ? [clubId] : [],
    page: (limit, offset) =>
      `${from} AND ${rank} BETWEEN ${offset}::int + 1 AND ${offset}::int + ${limit}::int
       ORDER BY ${rank} LIMIT ${limit}`,
    count: `SELECT COALESCE(max(x.${column}), 0)::int AS n FROM pro_standings x
      WHERE x.round_id = ${roundId}${club('x')}`,
  };
}

/** A stored table's prepared statement: one a round, its id in the text (`storedTable`). */
function storedStatement(name: string, overall: boolean, roundId: number): string {
  return `${name}-${overall ? 'overall' : 'round'}-r${roundId}`;
}

/** Renumbers a member set's `$n` after the table's own parameters. */
function shifted(members: MemberSet, by: number): string {
  return members.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + by}`);
}

/**
 * A member set's table of a round (`$1`), ranked here with the previous scored round's
 * (`$2`, or null) for the movement arrow; the set's own parameters from `$3` on.
 */
function memberTable(
  members: MemberSet,
  overall: boolean,
  span: RoundSpan | undefined,
  roundId: number,
  previousId: number | null,
): TableSql {
  const set = `s.user_id IN (${shifted(members, 2)})`;
  const spanFrom = `$${members.params.length + 3}`;
  const spanTo = `$${members.params.length + 4}`;
  // A round's rows of the set; with a span, total and best round over the span's rounds.
  const rowsOf = (round: string) =>
    span
      ? `(SELECT s.user_id, s.user_team_id, s.round_points, s.first_team_created_at,
            s.user_name, s.image_url, s.favorite_team_id, s.team_name,
            sum(x.round_points)::int AS total_points, max(x.round_points)::int AS best_round
          FROM pro_standings s
          JOIN rounds cur ON cur.id = s.round_id
          JOIN rounds rx ON rx.competition_code = cur.competition_code
            AND rx.number BETWEEN ${spanFrom}::int AND LEAST(cur.number, ${spanTo}::int)
          JOIN pro_standings x ON x.round_id = rx.id AND x.user_id = s.user_id
          WHERE s.round_id = ${round} AND ${set}
          GROUP BY s.user_id, s.user_team_id, s.round_points, s.first_team_created_at,
            s.user_name, s.image_url, s.favorite_team_id, s.team_name) s`
      : `(SELECT * FROM pro_standings s WHERE s.round_id = ${round} AND ${set}) s`;
  const from = `WITH ranked AS (
        SELECT s.*, row_number() OVER (ORDER BY ${overall ? OVERALL_ORDER : ROUND_ORDER}) AS rank
        FROM ${rowsOf('$1')}
      ),
      previous AS (
        SELECT s.user_id, row_number() OVER (ORDER BY ${OVERALL_ORDER}) AS rank
        FROM ${rowsOf('$2')}
      )
      SELECT s.rank::int AS rank, p.rank::int AS previous_rank, ${ROW_COLUMNS}
      FROM ranked s
      LEFT JOIN previous p ON p.user_id = s.user_id
      WHERE TRUE`;
  return {
    from,
    params: [roundId, previousId, ...members.params, ...(span ? [span.from, span.to] : [])],
    page: (limit, offset) => `${from} ORDER BY s.rank LIMIT ${limit} OFFSET ${offset}`,
    count: `SELECT count(*)::int AS n FROM pro_standings s WHERE s.round_id = $1 AND ${set}`,
  };
}

/** One page of a table, the caller's row and the table's size (see the module comment). */
export async function readTable(
  q: Queryable,
  round: RoundRef | TableRound,
  scope: TableScope,
  { overall, callerId, limit, offset }: TableRequest,
): Promise<TableAnswer> {
  if (scope.kind === 'members' && scope.span && round.number < scope.span.from) {
    return { ...EMPTY_TABLE, page: { ...EMPTY_TABLE.page, WeeklyLeagueInformationId: round.id } };
  }
  const table =
    scope.kind === 'members'
      ? memberTable(
          scope.members,
          overall,
          scope.span,
          round.id,
          !overall
            ? null
            : 'previousId' in round
              ? round.previousId
              : await previousScoredRoundId(q, round),
        )
      : storedTable(scope, overall, round.id);
  // One statement for the page, the caller's row and the size: a table read is one round
  // trip (with the round's, two), which is what lets a server answer thousands a second.
  const n = table.params.length + 1;
  const rows = await q.query<Row & { part: 'page' | 'mine' | 'total' }>(
    `WITH page AS (${table.page(`$${n}`, `$${n + 1}`)}),
       mine AS (${table.from} AND s.user_id = $${n + 2})
     SELECT 'page' AS part, * FROM page
     UNION ALL SELECT 'mine', * FROM mine
     UNION ALL SELECT 'total', c.n, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
       FROM (${table.count}) c`,
    [...table.params, limit, offset, callerId],
    scope.kind === 'members'
      ? undefined
      : { prepareAs: storedStatement(`table-${scope.kind}`, overall, round.id) },
  );
  return tableAnswer(rows, round);
}

/**
 * A table as a league call asks for it: `WeeklyLeagueInformationId` null or absent for the
 * overall table of the competition's latest round with rows (empty before any), a round id
 * (404 when unknown) for that round's table; the spec's paging body. The Pro and Taraftar
 * screens read theirs through leagues/storedTables.ts, which keeps their pages.
 */
export async function readLeagueTable(
  q: Queryable,
  scope: TableScope,
  {
    competitionCode,
    roundId,
    callerId,
    paging,
  }: {
    competitionCode: string;
    roundId: number | null | undefined;
    callerId: number;
    paging: SortingPaging | undefined;
  },
): Promise<TableAnswer> {
  const overall = roundId == null;
  const round = overall
    ? await latestTableRound(q, competitionCode)
    : await requireTableRound(q, roundId);
  if (!round) return EMPTY_TABLE;
  return readTable(q, round, scope, { overall, callerId, ...tablePage(paging) });
}

export type StoredScope = { kind: 'pro' } | { kind: 'club'; clubId: number };

/** A caller's own row of a stored table and the club whose table it is in (Pro: null). */
export interface StoredRow {
  row: StandingRow;
  clubId: number | null;
}

/**
 * Callers' own rows of a stored table's round, by user id (absent: not in it), in the
 * Pro table or in the table of the club each row counts for (a user is in one club's
 * table a round): one statement of one index probe each, however many callers ask at
 * once, whichever clubs they follow.
 */
export async function readStoredRows(
  q: Queryable,
  kind: StoredScope['kind'],
  overall: boolean,
  round: TableRound,
  callerIds: number[],
): Promise<Map<number, StoredRow>> {
  const table = storedTable({ kind }, overall, round.id);
  const rows = await q.query<Row & { club_id?: number | null }>(
    `${table.from} AND s.user_id = ANY($${table.params.length + 1}::int[])`,
    [...table.params, callerIds],
    { prepareAs: storedStatement(`table-row-${kind}`, overall, round.id) },
  );
  return new Map(rows.map((r) => [r.id, { row: toRow(r), clubId: r.club_id ?? null }]));
}

/** Pages of one size of a stored table, by offset, with callers' rows and the table's size. */
export interface StoredPages {
  pages: Map<number, StandingRow[]>;
  rows: Map<number, StandingRow>;
  total: number;
}

/**
 * Pages of a stored table's round (each `limit` rows from one of `offsets`), the rows of
 * `callerIds` (absent: not in it) and the table's size, in one statement: the pages not
 * kept that callers ask for at once (each his own at a round's end) cost one round trip.
 */
export async function readStoredPages(
  q: Queryable,
  scope: StoredScope,
  overall: boolean,
  round: TableRound,
  { limit, offsets, callerIds }: { limit: number; offsets: number[]; callerIds: number[] },
): Promise<StoredPages> {
  const table = storedTable(scope, overall, round.id);
  const n = table.params.length + 1;
  // The page size written into the statement, a statement per size (the spec allows 1 to
  // 100): with the LIMIT a parameter PostgreSQL planned it anew on every execution, its
  // generic plan's estimate being too high (0.19 ms, as long as running it for ten pages);
  // with it written, the generic plan is taken after five.
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`page size ${limit}`);
  const rows = await q.query<Row & { part: 'page' | 'mine' | 'total'; page_offset: number }>(
    `WITH pages AS (
       SELECT o.first AS page_offset, p.* FROM unnest($${n}::int[]) AS o (first)
       CROSS JOIN LATERAL (${table.page(String(limit), 'o.first')}) p
     ),
     mine AS (${table.from} AND s.user_id = ANY($${n + 1}::int[]))
     SELECT 'page' AS part, * FROM pages
     UNION ALL SELECT 'mine', NULL, * FROM mine
     UNION ALL SELECT 'total', NULL, c.n, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
       FROM (${table.count}) c`,
    [...table.params, offsets, callerIds],
    { prepareAs: storedStatement(`table-pages-${scope.kind}-${limit}`, overall, round.id) },
  );
  const pages = new Map<number, StandingRow[]>(offsets.map((o) => [o, []]));
  const mine = new Map<number, StandingRow>();
  let total = 0;
  for (const r of rows.sort((a, b) => a.rank - b.rank)) {
    if (r.part === 'total') total = r.rank;
    else if (r.part === 'mine') mine.set(r.id, toRow(r));
    else pages.get(r.page_offset)?.push(toRow(r));
  }
  return { pages, rows: mine, total };
}

function tableAnswer(
  rows: (Row & { part: 'page' | 'mine' | 'total' })[],
  round: Pick<RoundRef, 'id' | 'state'>,
): TableAnswer {
  const page = rows.filter((r) => r.part === 'page').sort((a, b) => a.rank - b.rank);
  const mine = rows.find((r) => r.part === 'mine');
  const total = rows.find((r) => r.part === 'total')!.rank;
  return {
    page: {
      Rows: page.map(toRow),
      MyRow: mine ? toRow(mine) : null,
      WeeklyLeagueInformationId: round.id,
      IsProvisional: isProvisional(round.state),
    },
    total,
  };
}
