/**
 * Special (sponsored) leagues: the list with the caller's membership, the two gates
 * (`CheckUser`: the person; `CheckProduct`: the pass in the wallet) and joining, which
 * spends the pass through the ledger in the membership's transaction; the league's table,
 * where a league that accepts extra teams ranks each of its members' teams.
 */
import { recordAudit, type AdminAction } from '../admin/audit';
import type {
  AdminSpecialLeague,
  SpecialLeague,
  SpecialLeagueCheck,
  UpsertSpecialLeagueRequest,
} from '../../store/api/engine';
import type { Database, Queryable } from '../db/database';
import { FAILURES, Failure, type FailureKind } from '../http/failures';
import type { Language } from '../http/language';
import { toSummary } from '../accounts/users';
import type { SortingPaging } from '../http/paging';
import { isProvisional, requireRound, STARTED_STATES } from '../stats/roundLookup';
import { balanceOf, post } from '../wallet/ledger';
import {
  EMPTY_TABLE,
  latestTableRound,
  previousScoredRoundId,
  readLeagueTable,
  tablePage,
  type TableAnswer,
  type TableScope,
} from './tables';

interface LeagueRow {
  id: number;
  competition_code: string;
  name_tr: string;
  name_en: string;
  sponsor_name: string;
  description_tr: string;
  description_en: string;
  image_url: string | null;
  start_round_number: number;
  end_round_number: number;
  product_id: number | null;
  product_code: string | null;
  accepts_extra_teams: boolean;
  max_members: number | null;
  member_count: number;
  is_member: boolean;
  has_ended: boolean;
}

// The league's last round being scored ends it.
const SELECT = `
  SELECT l.id, l.competition_code, l.name_tr, l.name_en, l.sponsor_name, l.description_tr,
    l.description_en, l.image_url, l.start_round_number, l.end_round_number, l.product_id,
    p.code AS product_code, l.accepts_extra_teams, l.max_members,
    (SELECT count(*)::int FROM special_league_members m WHERE m.special_league_id = l.id) AS member_count,
    EXISTS (SELECT 1 FROM special_league_members m
            WHERE m.special_league_id = l.id AND m.user_id = $1) AS is_member,
    EXISTS (SELECT 1 FROM rounds r WHERE r.competition_code = l.competition_code
            AND r.number = l.end_round_number AND r.state = 'scored') AS has_ended
  FROM special_leagues l LEFT JOIN products p ON p.id = l.product_id`;

function leagueOf(row: LeagueRow, language: Language): SpecialLeague {
  const en = language === 'en-US';
  return {
    Id: row.id,
    CompetitionCode: row.competition_code,
    Name: en ? row.name_en : row.name_tr,
    SponsorName: row.sponsor_name,
    Description: en ? row.description_en : row.description_tr,
    ImageUrl: row.image_url,
    StartRoundNumber: row.start_round_number,
    EndRoundNumber: row.end_round_number,
    RequiresProduct: row.product_id !== null,
    ProductId: row.product_id,
    AcceptsExtraTeams: row.accepts_extra_teams,
    MaxMembers: row.max_members,
    MemberCount: row.member_count,
    IsMember: row.is_member,
  };
}

/** The competition's leagues, running ones first, then by start round. */
export async function specialLeagueList(
  q: Queryable,
  userId: number,
  competitionCode: string,
  language: Language,
): Promise<SpecialLeague[]> {
  const rows = await q.query<LeagueRow>(`${SELECT} WHERE l.competition_code = $2`, [
    userId,
    competitionCode,
  ]);
  return rows
    .sort(
      (a, b) =>
        Number(a.has_ended) - Number(b.has_ended) ||
        a.start_round_number - b.start_round_number ||
        a.id - b.id,
    )
    .map((r) => leagueOf(r, language));
}

async function requireLeague(
  q: Queryable,
  userId: number,
  leagueId: number,
  { lock = false } = {},
): Promise<LeagueRow> {
  // The lock serialises joins of one league, so the member limit holds under concurrency.
  if (lock) await q.query('SELECT 1 FROM special_leagues WHERE id = $1 FOR UPDATE', [leagueId]);
  const [row] = await q.query<LeagueRow>(`${SELECT} WHERE l.id = $2`, [userId, leagueId]);
  if (!row) throw new Failure(FAILURES.specialLeagueNotFound);
  return row;
}

type Reason = NonNullable<SpecialLeagueCheck['Reason']>;

async function userReason(q: Queryable, userId: number, row: LeagueRow): Promise<Reason | null> {
  if (row.is_member) return null;
  if (row.has_ended) return 'ended';
  if (row.max_members !== null && row.member_count >= row.max_members) return 'full';
  const [user] = await q.query<{ verified: boolean }>(
    'SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1',
    [userId],
  );
  return user?.verified ? null : 'emailNotVerified';
}

async function productReason(q: Queryable, userId: number, row: LeagueRow): Promise<Reason | null> {
  if (row.is_member || row.product_code === null) return null;
  return (await balanceOf(q, userId, row.product_code)) > 0 ? null : 'productMissing';
}

const checkOf = (row: LeagueRow, reason: Reason | null, productId: number | null) => ({
  SpecialLeagueId: row.id,
  Allowed: reason === null,
  IsMember: row.is_member,
  Reason: reason,
  ProductId: productId,
});

/** `CheckUser`: the person may take part (not ended, not full, e-mail verified). */
export async function checkUser(
  q: Queryable,
  userId: number,
  leagueId: number,
): Promise<SpecialLeagueCheck> {
  const row = await requireLeague(q, userId, leagueId);
  return checkOf(row, await userReason(q, userId, row), null);
}

/** `CheckProduct`: the caller holds the league's pass, or needs none, or is a member. */
export async function checkProduct(
  q: Queryable,
  userId: number,
  leagueId: number,
): Promise<SpecialLeagueCheck> {
  const row = await requireLeague(q, userId, leagueId);
  const reason = await productReason(q, userId, row);
  return checkOf(row, reason, reason ? row.product_id : null);
}

/**
 * Enters the caller: both gates, then the membership and the pass spent (key
 * `special_league:<id>:join`) in one transaction. A member joining again changes nothing.
 */
export async function joinSpecialLeague(
  db: Database,
  userId: number,
  leagueId: number,
  language: Language,
  at: Date,
): Promise<SpecialLeague> {
  return db.transaction(async (tx) => {
    const row = await requireLeague(tx, userId, leagueId, { lock: true });
    if (row.is_member) return leagueOf(row, language);
    const reason = (await userReason(tx, userId, row)) ?? (await productReason(tx, userId, row));
    if (reason) throw new Failure(REFUSALS[reason]);
    await tx.query(
      `INSERT INTO special_league_members (special_league_id, user_id, joined_at) VALUES ($1, $2, $3)`,
      [leagueId, userId, at],
    );
    if (row.product_code !== null) {
      const spent = await post(tx, {
        userId,
        productCode: row.product_code,
        quantity: -1,
        reason: 'specialLeague',
        reference: `special_league:${leagueId}`,
        idempotencyKey: `special_league:${leagueId}:join`,
        at,
      });
      if (spent !== 'posted') throw new Failure(FAILURES.specialLeaguePassMissing);
    }
    return leagueOf({ ...row, is_member: true, member_count: row.member_count + 1 }, language);
  });
}

const REFUSALS = {
  ended: FAILURES.specialLeagueEnded,
  full: FAILURES.specialLeagueFull,
  emailNotVerified: FAILURES.emailNotVerified,
  productMissing: FAILURES.specialLeaguePassMissing,
} satisfies Record<Reason, FailureKind>;

/** The words of a check's `Reason` (the envelope's ResultMessage); none when allowed. */
export function refusalMessage(reason: Reason | null, language: Language): string | undefined {
  return reason ? REFUSALS[reason].message[language] : undefined;
}

const ADMIN_COLUMNS = `l.id, l.competition_code, l.name_tr, l.name_en, l.sponsor_name,
  l.description_tr, l.description_en, l.image_url, l.start_round_number, l.end_round_number,
  l.product_id, l.accepts_extra_teams, l.max_members,
  (SELECT count(*)::int FROM special_league_members m WHERE m.special_league_id = l.id) AS member_count`;

const adminLeagueOf = (row: Omit<LeagueRow, 'product_code' | 'is_member' | 'has_ended'>) => ({
  Id: row.id,
  CompetitionCode: row.competition_code,
  Name: { Tr: row.name_tr, En: row.name_en },
  SponsorName: row.sponsor_name,
  Description: { Tr: row.description_tr, En: row.description_en },
  ImageUrl: row.image_url,
  StartRoundNumber: row.start_round_number,
  EndRoundNumber: row.end_round_number,
  ProductId: row.product_id,
  AcceptsExtraTeams: row.accepts_extra_teams,
  MaxMembers: row.max_members,
  MemberCount: row.member_count,
});

/**
 * `Admin/UpsertSpecialLeague`: creates a league (no Id) or edits one. Its rounds lie within
 * the competition's season, its pass is a Special product, and a member limit is not below
 * the members it has; members stay members.
 */
export async function upsertSpecialLeague(
  db: Database,
  request: UpsertSpecialLeagueRequest,
  at: Date,
  audit?: AdminAction,
): Promise<AdminSpecialLeague> {
  return db.transaction(async (tx) => {
    const read = async (id: number) => {
      const [row] = await tx.query<Parameters<typeof adminLeagueOf>[0]>(
        `SELECT ${ADMIN_COLUMNS} FROM special_leagues l WHERE l.id = $1`,
        [id],
      );
      return row ? adminLeagueOf(row) : null;
    };
    const before = audit && request.Id !== undefined ? await read(request.Id) : null;
    const [season] = await tx.query<{ last: number | null }>(
      'SELECT max(number)::int AS last FROM rounds WHERE competition_code = $1',
      [request.CompetitionCode],
    );
    if (
      season?.last == null ||
      request.StartRoundNumber > request.EndRoundNumber ||
      request.EndRoundNumber > season.last
    ) {
      throw new Failure(FAILURES.specialLeagueInvalid, 'rounds');
    }
    if (request.ProductId !== null) {
      const [pass] = await tx.query('SELECT 1 FROM products WHERE id = $1 AND product_type = 7', [
        request.ProductId,
      ]);
      if (!pass) throw new Failure(FAILURES.specialLeagueInvalid, 'product');
    }
    const values = [
      request.CompetitionCode,
      request.Name.Tr,
      request.Name.En,
      request.SponsorName,
      request.Description.Tr,
      request.Description.En,
      request.ImageUrl,
      request.StartRoundNumber,
      request.EndRoundNumber,
      request.ProductId,
      request.AcceptsExtraTeams,
      request.MaxMembers,
    ];
    let id = request.Id;
    if (id === undefined) {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO special_leagues (competition_code, name_tr, name_en, sponsor_name,
           description_tr, description_en, image_url, start_round_number, end_round_number,
           product_id, accepts_extra_teams, max_members, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [...values, at],
      );
      id = row!.id;
    } else {
      // Locked, so no join slips in between the count and the new limit.
      const [current] = await tx.query('SELECT 1 FROM special_leagues WHERE id = $1 FOR UPDATE', [
        id,
      ]);
      if (!current) throw new Failure(FAILURES.specialLeagueNotFound);
      const [members] = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM special_league_members WHERE special_league_id = $1',
        [id],
      );
      if (request.MaxMembers !== null && request.MaxMembers < members!.n) {
        throw new Failure(FAILURES.specialLeagueLimitBelowMembers);
      }
      await tx.query(
        `UPDATE special_leagues SET competition_code = $1, name_tr = $2, name_en = $3,
           sponsor_name = $4, description_tr = $5, description_en = $6, image_url = $7,
           start_round_number = $8, end_round_number = $9, product_id = $10,
           accepts_extra_teams = $11, max_members = $12
         WHERE id = $13`,
        [...values, id],
      );
    }
    const after = (await read(id))!;
    if (audit) await recordAudit(tx, audit, { type: 'specialLeague', id, before, after });
    return after;
  });
}

/** A league's table: its members, over the league's rounds (leagues/tables.ts). */
export async function specialLeagueTableScope(
  q: Queryable,
  leagueId: number,
): Promise<{
  competitionCode: string;
  acceptsExtraTeams: boolean;
  scope: TableScope & { kind: 'members'; span: { from: number; to: number } };
}> {
  const [row] = await q.query<{
    competition_code: string;
    start: number;
    end: number;
    accepts_extra_teams: boolean;
  }>(
    `SELECT competition_code, start_round_number AS start, end_round_number AS "end",
       accepts_extra_teams
     FROM special_leagues WHERE id = $1`,
    [leagueId],
  );
  if (!row) throw new Failure(FAILURES.specialLeagueNotFound);
  return {
    competitionCode: row.competition_code,
    acceptsExtraTeams: row.accepts_extra_teams,
    scope: {
      kind: 'members',
      members: {
        sql: 'SELECT user_id FROM special_league_members WHERE special_league_id = $1',
        params: [leagueId],
      },
      span: { from: row.start, to: row.end },
    },
  };
}

/** A special league's table request: the round (null or absent: overall) and the paging. */
export interface SpecialTableRequest {
  roundId: number | null | undefined;
  callerId: number;
  paging: SortingPaging | undefined;
}

/**
 * `GetWeeklySpecialLeagueScore`: the members' primary teams as a league table
 * (leagues/tables.ts), or, in a league that accepts extra teams, every team of theirs.
 */
export async function specialLeagueTable(
  q: Queryable,
  leagueId: number,
  request: SpecialTableRequest,
): Promise<TableAnswer> {
  const { competitionCode, scope, acceptsExtraTeams } = await specialLeagueTableScope(q, leagueId);
  if (!acceptsExtraTeams) return readLeagueTable(q, scope, { competitionCode, ...request });
  return readTeamsTable(q, leagueId, competitionCode, scope.span, request);
}

interface TeamRow {
  part: 'page' | 'mine' | 'total';
  rank: number;
  previous_rank: number | null;
  id: number;
  user_name: string;
  image_url: string | null;
  favorite_team_id: number | null;
  user_team_id: number;
  team_name: string;
  round_points: number;
  total_points: number;
  best_round: number;
}

/**
 * A member's teams of a round are numbered by when they were made, the primary first (0),
 * then the extra teams (1, 2): the k-th team of every round of the league is one entry of
 * the table, whose total and best round add up that number's teams over the league's
 * rounds (an extra team lives one round, so "my second team" carries the total on). The
 * table at a round lists the entries with a team in it (after the league's last round, its
 * final table); ranks by the tie rule (the entry's first team made, then the earlier
 * account, then the lower number), movement since the previous scored round, and the
 * caller's best entry as `MyRow`. Computed per request, like every member table.
 */
async function readTeamsTable(
  q: Queryable,
  leagueId: number,
  competitionCode: string,
  span: { from: number; to: number },
  { roundId, callerId, paging }: SpecialTableRequest,
): Promise<TableAnswer> {
  const overall = roundId == null;
  const round = overall
    ? await latestTableRound(q, competitionCode)
    : await requireRound(q, roundId);
  if (!round) return EMPTY_TABLE;
  if (round.number < span.from) {
    return { ...EMPTY_TABLE, page: { ...EMPTY_TABLE.page, WeeklyLeagueInformationId: round.id } };
  }
  const previousId = overall ? await previousScoredRoundId(q, round) : null;
  let previousNumber: number | null = null;
  if (previousId !== null) {
    const [previous] = await q.query<{ number: number }>(
      'SELECT number FROM rounds WHERE id = $1',
      [previousId],
    );
    previousNumber = previous!.number;
  }
  const { limit, offset } = tablePage(paging);
  // The entries' figures at round number `n` (a parameter), with a team in that round.
  const entriesAt = (n: string) => `
      SELECT user_id, slot, sum(points)::int AS total_points, max(points)::int AS best_round,
        min(created_at) AS first_at,
        (max(points) FILTER (WHERE number = ${n}))::int AS round_points,
        max(id) FILTER (WHERE number = ${n}) AS team_id
      FROM teams WHERE number <= ${n}
      GROUP BY user_id, slot HAVING bool_or(number = ${n})`;
  const tieRule = 's.total_points DESC, s.best_round DESC, s.first_at, s.user_id, s.slot';
  const order = overall ? tieRule : `s.round_points DESC, ${tieRule}`;
  const rows = await q.query<TeamRow>(
    `WITH teams AS (
        SELECT ut.id, ut.user_id, r.number, COALESCE(sc.points, 0) AS points, ut.created_at,
          (row_number() OVER (PARTITION BY ut.user_id, ut.round_id
                              ORDER BY ut.is_primary DESC, ut.created_at, ut.id) - 1)::int AS slot
        FROM special_league_members m
        JOIN user_teams ut ON ut.user_id = m.user_id AND ut.competition_code = $2
        JOIN rounds r ON r.id = ut.round_id
        LEFT JOIN user_team_scores sc ON sc.user_team_id = ut.id
        WHERE m.special_league_id = $1 AND r.number BETWEEN $3::int AND LEAST($4::int, $5::int)
          AND r.state = ANY($6::text[])
      ),
      ranked AS (
        SELECT s.*, row_number() OVER (ORDER BY ${order})::int AS rank
        FROM (${entriesAt('LEAST($4::int, $5::int)')}) s
      ),
      previous AS (
        SELECT s.user_id, s.slot, row_number() OVER (ORDER BY ${tieRule})::int AS rank
        FROM (${entriesAt('$7::int')}) s
      ),
      entries AS (
        SELECT s.rank, p.rank AS previous_rank, u.id, u.user_name, u.image_url,
          u.favorite_team_id, s.team_id AS user_team_id, t.name AS team_name, s.round_points,
          s.total_points, s.best_round
        FROM ranked s
        JOIN users u ON u.id = s.user_id
        JOIN user_teams t ON t.id = s.team_id
        LEFT JOIN previous p ON p.user_id = s.user_id AND p.slot = s.slot
      )
      SELECT 'page' AS part, e.* FROM
        (SELECT * FROM entries ORDER BY rank LIMIT $9 OFFSET $10) e
      UNION ALL SELECT 'mine', e.* FROM
        (SELECT * FROM entries WHERE id = $8 ORDER BY rank LIMIT 1) e
      UNION ALL SELECT 'total', (SELECT count(*)::int FROM ranked), NULL, NULL, NULL, NULL,
        NULL, NULL, NULL, NULL, NULL, NULL`,
    [
      leagueId,
      competitionCode,
      span.from,
      span.to,
      round.number,
      STARTED_STATES,
      previousNumber,
      callerId,
      limit,
      offset,
    ],
  );
  const toRow = (r: TeamRow) => ({
    Rank: r.rank,
    PreviousRank: r.previous_rank,
    User: toSummary(r),
    UserTeamId: r.user_team_id,
    TeamName: r.team_name,
    RoundPoints: r.round_points,
    TotalPoints: r.total_points,
    BestRound: r.best_round,
  });
  const mine = rows.find((r) => r.part === 'mine');
  return {
    page: {
      Rows: rows
        .filter((r) => r.part === 'page')
        .sort((a, b) => a.rank - b.rank)
        .map(toRow),
      MyRow: mine ? toRow(mine) : null,
      WeeklyLeagueInformationId: round.id,
      IsProvisional: isProvisional(round.state),
    },
    total: rows.find((r) => r.part === 'total')!.rank,
  };
}
