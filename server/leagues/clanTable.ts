/**
 * The clan table (GAME_RULES "Leagues"): a clan's round score is the mean of its best 10
 * members' round points, always divided by 10 (missing members count 0); its total is the
 * sum of its round scores up to the round shown, and clans are ranked by the tie rule on
 * these (total, best round, then the earlier clan). A round counts the clan's members at
 * its deadline; points come from the Pro table rows scoring writes (`pro_standings`).
 *
 * The score job stores each scored round's table (`clan_standings`, with both ranks), so a
 * page and the caller's clan row are index reads; a round not ranked yet (being played) is
 * computed from the Pro table on each request, with the same answers.
 */
import type { Queryable } from '../db/database';
import type { ClanStandingRow, ClanStandingsPage } from '../../store/api/league';
import type { RoundRef } from '../stats/roundLookup';
import { isProvisional } from '../stats/roundLookup';
import { CLAN_SELECT, MEMBER_AT_DEADLINE, toClan, type ClanRow } from './clans';
import { previousScoredRoundId, type TableRequest } from './tables';

/** How many members make a clan's round score. */
export const CLAN_SCORE_MEMBERS = 10;

const OVERALL = 't.total DESC, t.best DESC, t.created_at, t.id';
const ROUND = `t.round_score DESC, ${OVERALL}`;

type Row = ClanRow & {
  rank: number;
  previous_rank: number | null;
  round_score: number;
  total: number;
  best: number;
  is_mine: boolean;
  on_page: boolean;
};

const oneDecimal = (x: number) => Math.round(x * 10) / 10;

const toRow = (r: Row): ClanStandingRow => ({
  Rank: r.rank,
  PreviousRank: r.previous_rank,
  Clan: toClan(r),
  RoundPoints: oneDecimal(r.round_score),
  TotalPoints: oneDecimal(r.total),
  BestRound: oneDecimal(r.best),
});

/** A page of the clan table of `round`, with the caller's clan row, in one read. */
export async function readClanTable(
  q: Queryable,
  round: RoundRef,
  request: TableRequest,
): Promise<{ page: ClanStandingsPage; total: number }> {
  const [ranked] = await q.query('SELECT 1 FROM clan_ranked_rounds WHERE round_id = $1', [
    round.id,
  ]);
  const rows = ranked ? await readStored(q, round, request) : await computeTable(q, round, request);
  const mine = rows.find((r) => r.is_mine);
  const [total] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM clans');
  return {
    page: {
      Rows: rows.filter((r) => r.on_page).map(toRow),
      MyRow: mine ? toRow(mine) : null,
      WeeklyLeagueInformationId: round.id,
      IsProvisional: isProvisional(round.state),
    },
    total: total!.n,
  };
}

/**
 * The stored table: the rows whose rank falls on the page and the caller's clan row, by
 * the (round, rank) indexes and the primary key; movement from the previous scored round's
 * stored overall rank.
 */
async function readStored(
  q: Queryable,
  round: RoundRef,
  { overall, callerId, limit, offset }: TableRequest,
): Promise<Row[]> {
  const previousId = overall ? await previousScoredRoundId(q, round) : null;
  // Only one of two fixed column names reaches the SQL text.
  const rank = overall ? 's.overall_rank' : 's.round_rank';
  return q.query<Row>(
    `WITH mine AS (SELECT clan_id FROM clan_members WHERE user_id = $2 AND left_at IS NULL),
      picked AS (
        SELECT s.*, ${rank} AS rank FROM clan_standings s
        WHERE s.round_id = $1 AND ${rank} > $3 AND ${rank} <= $3 + $4
        UNION
        SELECT s.*, ${rank} AS rank FROM clan_standings s
        WHERE s.round_id = $1 AND s.clan_id IN (SELECT clan_id FROM mine)
      )
      SELECT k.*, t.rank, p.overall_rank AS previous_rank, t.round_score, t.total, t.best,
        t.clan_id IN (SELECT clan_id FROM mine) AS is_mine,
        t.rank > $3 AND t.rank <= $3 + $4 AS on_page
      FROM picked t JOIN (${CLAN_SELECT}) k ON k.id = t.clan_id
      LEFT JOIN clan_standings p ON p.round_id = $5 AND p.clan_id = t.clan_id
      ORDER BY t.rank`,
    [round.id, callerId, offset, limit, previousId],
  );
}

/**
 * Each clan's points in each round of a competition with a number in ($2, $3]: the sum of
 * the best 10 of the members of the round's deadline (the round score is that over 10).
 * Kept as whole points until the end, so totals are exact whatever the order they are
 * added in, and equal clans compare equal. Parameter $1: the competition. A function:
 * clans.ts, whose text it uses, imports this module too.
 */
const clanRounds = () => `member_rounds AS (
        SELECT m.clan_id, r.id AS round_id, r.number, s.round_points,
          ROW_NUMBER() OVER (PARTITION BY m.clan_id, r.id ORDER BY s.round_points DESC) AS place
        FROM pro_standings s
        JOIN rounds r ON r.id = s.round_id
        JOIN clan_members m ON m.user_id = s.user_id AND ${MEMBER_AT_DEADLINE}
        WHERE r.competition_code = $1 AND r.number > $2 AND r.number <= $3
      ),
      clan_rounds AS (
        SELECT clan_id, round_id, number,
          sum(round_points) FILTER (WHERE place <= ${CLAN_SCORE_MEMBERS}) AS points
        FROM member_rounds GROUP BY clan_id, round_id, number
      )`;

/** Whole points as a round score (over the 10 members). */
const asScore = (points: string) => `(${points})::float8 / ${CLAN_SCORE_MEMBERS}`;
/** A stored score back in whole points (exact: it was whole points over 10). */
const asPoints = (score: string) => `round(${score} * ${CLAN_SCORE_MEMBERS})::bigint`;

/**
 * Stores the clan table of scored round `round` (in the score job's transaction), then of
 * every later ranked round of its competition, whose totals include it, and first of any
 * earlier scored round not ranked yet. Each round is one statement that reads only the Pro
 * table rows after the stored round before it (usually just its own) and adds them to that
 * round's stored totals. The table lock queues it with clans being founded or deleted,
 * which place or remove their rows.
 */
export async function rankClans(
  tx: Queryable,
  round: { id: number; competition_code: string; number: number },
  now: Date,
): Promise<void> {
  await lockStoredTables(tx);
  const targets = await tx.query<{ id: number; number: number }>(
    `SELECT r.id, r.number FROM rounds r
     WHERE r.competition_code = $1 AND r.state = 'scored'
       AND (r.number >= $2 OR NOT EXISTS (SELECT 1 FROM clan_ranked_rounds k WHERE k.round_id = r.id))
     ORDER BY r.number`,
    [round.competition_code, round.number],
  );
  for (const target of targets) {
    const [base] = await tx.query<{ id: number; number: number }>(
      `SELECT r.id, r.number FROM rounds r JOIN clan_ranked_rounds k ON k.round_id = r.id
       WHERE r.competition_code = $1 AND r.number < $2 ORDER BY r.number DESC LIMIT 1`,
      [round.competition_code, target.number],
    );
    await tx.query(
      `INSERT INTO clan_ranked_rounds (round_id, ranked_at) VALUES ($1, $2)
       ON CONFLICT (round_id) DO UPDATE SET ranked_at = EXCLUDED.ranked_at`,
      [target.id, now],
    );
    await tx.query('DELETE FROM clan_standings WHERE round_id = $1', [target.id]);
    // A stored best of 0 with a total of 0 may be "no round yet": then a negative round
    // score is the best, unless the clan did score 0 in a round before (looked up only then).
    await tx.query(
      `WITH ${clanRounds()},
        figures AS (
          SELECT c.id AS clan_id, c.created_at,
            coalesce(${asPoints('b.total')}, 0) + coalesce(sum(cr.points), 0) AS total,
            CASE
              WHEN count(cr.points) = 0 THEN coalesce(${asPoints('b.best')}, 0)
              WHEN b.clan_id IS NULL OR max(cr.points) >= ${asPoints('b.best')}
                OR (b.best = 0 AND b.total = 0 AND NOT EXISTS (
                  SELECT 1 FROM clan_members m2
                  JOIN pro_standings s2 ON s2.user_id = m2.user_id
                  JOIN rounds r2 ON r2.id = s2.round_id
                  WHERE m2.clan_id = c.id AND r2.competition_code = $1 AND r2.number <= $2
                    AND m2.joined_at <= r2.deadline
                    AND (m2.left_at IS NULL OR m2.left_at > r2.deadline)))
                THEN max(cr.points)
              ELSE ${asPoints('b.best')}
            END AS best,
            coalesce(sum(cr.points) FILTER (WHERE cr.round_id = $4), 0) AS round_points
          FROM clans c
          LEFT JOIN clan_standings b ON b.round_id = $5 AND b.clan_id = c.id
          LEFT JOIN clan_rounds cr ON cr.clan_id = c.id
          GROUP BY c.id, c.created_at, b.clan_id, b.total, b.best
        )
        INSERT INTO clan_standings (round_id, clan_id, round_score, total, best, round_rank,
          overall_rank)
        SELECT $4, clan_id, ${asScore('round_points')}, ${asScore('total')}, ${asScore('best')},
          ROW_NUMBER() OVER (ORDER BY round_points DESC, total DESC, best DESC, created_at, clan_id),
          ROW_NUMBER() OVER (ORDER BY total DESC, best DESC, created_at, clan_id)
        FROM figures`,
      [round.competition_code, base?.number ?? 0, target.number, target.id, base?.id ?? null],
    );
  }
}

/**
 * A new clan (no points in any round: its members joined after every ranked round's
 * deadline) takes its place in every stored table: after the clans that sort before it by
 * the tie rule, the rest one rank down. Called in the founding transaction.
 */
export async function placeNewClan(tx: Queryable, clanId: number): Promise<void> {
  await lockStoredTables(tx);
  await tx.query(
    `WITH n AS (SELECT id, created_at FROM clans WHERE id = $1),
      placed AS (
        SELECT k.round_id,
          1 + count(s.clan_id) FILTER (WHERE (s.round_score, s.total, s.best) > (0, 0, 0)
            OR ((s.round_score, s.total, s.best) = (0, 0, 0)
                AND (c.created_at, c.id) < (n.created_at, n.id)))::int AS round_rank,
          1 + count(s.clan_id) FILTER (WHERE (s.total, s.best) > (0, 0)
            OR ((s.total, s.best) = (0, 0) AND (c.created_at, c.id) < (n.created_at, n.id)))::int
            AS overall_rank
        FROM clan_ranked_rounds k CROSS JOIN n
        LEFT JOIN clan_standings s ON s.round_id = k.round_id
        LEFT JOIN clans c ON c.id = s.clan_id
        GROUP BY k.round_id
      ),
      moved AS (
        UPDATE clan_standings s SET
          round_rank = s.round_rank + (s.round_rank >= p.round_rank)::int,
          overall_rank = s.overall_rank + (s.overall_rank >= p.overall_rank)::int
        FROM placed p
        WHERE s.round_id = p.round_id
          AND (s.round_rank >= p.round_rank OR s.overall_rank >= p.overall_rank)
      )
      INSERT INTO clan_standings (round_id, clan_id, round_score, total, best, round_rank,
        overall_rank)
      SELECT round_id, $1, 0, 0, 0, round_rank, overall_rank FROM placed`,
    [clanId],
  );
}

/**
 * Queues the writers of the stored tables (the score job, a clan founded or deleted), so
 * ranks are placed on a table nobody else is moving. Taken before any clan row lock: the
 * score job's rows hold key-share locks on the clans they name.
 */
export async function lockStoredTables(tx: Queryable): Promise<void> {
  await tx.exec('LOCK TABLE clan_standings IN SHARE ROW EXCLUSIVE MODE');
}

/** Before a clan is deleted: the clans below it in each stored table move up one. */
export async function closeUpAfter(tx: Queryable, clanId: number): Promise<void> {
  await lockStoredTables(tx);
  await tx.query(
    `UPDATE clan_standings s SET
       round_rank = s.round_rank - (s.round_rank > d.round_rank)::int,
       overall_rank = s.overall_rank - (s.overall_rank > d.overall_rank)::int
     FROM clan_standings d
     WHERE d.clan_id = $1 AND s.round_id = d.round_id AND s.clan_id <> $1
       AND (s.round_rank > d.round_rank OR s.overall_rank > d.overall_rank)`,
    [clanId],
  );
}

/** The table computed from the Pro table rows (a round not ranked yet). */
async function computeTable(
  q: Queryable,
  round: RoundRef,
  { overall, callerId, limit, offset }: TableRequest,
): Promise<Row[]> {
  const previousId = overall ? await previousScoredRoundId(q, round) : null;
  // Only one of two fixed orders reaches the SQL text.
  const order = overall ? OVERALL : ROUND;
  return q.query<Row>(
    `WITH ${clanRounds()},
      totals AS (
        SELECT c.id, c.created_at,
          ${asScore('coalesce(sum(cr.points), 0)')} AS total,
          ${asScore('coalesce(max(cr.points), 0)')} AS best,
          ${asScore('coalesce(sum(cr.points) FILTER (WHERE cr.round_id = $4), 0)')} AS round_score,
          -- Up to the previous scored round (none: no previous rank).
          ${asScore(`coalesce(sum(cr.points) FILTER (
            WHERE cr.number <= (SELECT number FROM rounds WHERE id = $5)), 0)`)} AS previous_total,
          ${asScore(`coalesce(max(cr.points) FILTER (
            WHERE cr.number <= (SELECT number FROM rounds WHERE id = $5)), 0)`)} AS previous_best
        FROM clans c LEFT JOIN clan_rounds cr ON cr.clan_id = c.id
        GROUP BY c.id, c.created_at
      ),
      ranked AS (
        SELECT t.*, ROW_NUMBER() OVER (ORDER BY ${order})::int AS rank,
          CASE WHEN $5::int IS NULL THEN NULL ELSE (ROW_NUMBER() OVER (
            ORDER BY t.previous_total DESC, t.previous_best DESC, t.created_at, t.id))::int
          END AS previous_rank
        FROM totals t
      ),
      mine AS (SELECT clan_id FROM clan_members WHERE user_id = $6 AND left_at IS NULL)
      SELECT k.*, t.rank, t.previous_rank, t.round_score, t.total, t.best,
        t.id IN (SELECT clan_id FROM mine) AS is_mine,
        t.rank > $7 AND t.rank <= $7 + $8 AS on_page
      FROM ranked t JOIN (${CLAN_SELECT}) k ON k.id = t.id
      WHERE (t.rank > $7 AND t.rank <= $7 + $8) OR t.id IN (SELECT clan_id FROM mine)
      ORDER BY t.rank`,
    [round.competitionCode, 0, round.number, round.id, previousId, callerId, offset, limit],
  );
}
