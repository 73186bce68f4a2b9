/**
 * The clan table (GAME_RULES "Leagues"): a clan's round score is the mean of its best 10
 * members' round points, always divided by 10 (missing members count 0); its total is the
 * sum of its round scores up to the round shown, and clans are ranked by the tie rule on
 * these (total, best round, then the earlier clan). A round counts the clan's members at
 * its deadline; points come from the Pro table rows scoring writes (`pro_standings`).
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
  { overall, callerId, limit, offset }: TableRequest,
): Promise<{ page: ClanStandingsPage; total: number }> {
  const previousId = overall ? await previousScoredRoundId(q, round) : null;
  // Only one of two fixed orders reaches the SQL text.
  const order = overall ? OVERALL : ROUND;
  const rows = await q.query<Row>(
    `WITH member_rounds AS (
        SELECT m.clan_id, r.id AS round_id, r.number, s.round_points,
          ROW_NUMBER() OVER (PARTITION BY m.clan_id, r.id ORDER BY s.round_points DESC) AS place
        FROM pro_standings s
        JOIN rounds r ON r.id = s.round_id
        JOIN clan_members m ON m.user_id = s.user_id AND ${MEMBER_AT_DEADLINE}
        WHERE r.competition_code = $1 AND r.number <= $2
      ),
      clan_rounds AS (
        SELECT clan_id, round_id, number,
          (sum(round_points) FILTER (WHERE place <= ${CLAN_SCORE_MEMBERS}))::float8
            / ${CLAN_SCORE_MEMBERS} AS score
        FROM member_rounds GROUP BY clan_id, round_id, number
      ),
      totals AS (
        SELECT c.id, c.created_at,
          coalesce(sum(cr.score), 0) AS total,
          coalesce(max(cr.score), 0) AS best,
          coalesce(sum(cr.score) FILTER (WHERE cr.round_id = $3), 0) AS round_score,
          -- Up to the previous scored round (none: no previous rank).
          coalesce(sum(cr.score) FILTER (WHERE cr.number <= (SELECT number FROM rounds WHERE id = $4)),
            0) AS previous_total,
          coalesce(max(cr.score) FILTER (WHERE cr.number <= (SELECT number FROM rounds WHERE id = $4)),
            0) AS previous_best
        FROM clans c LEFT JOIN clan_rounds cr ON cr.clan_id = c.id
        GROUP BY c.id, c.created_at
      ),
      ranked AS (
        SELECT t.*, ROW_NUMBER() OVER (ORDER BY ${order})::int AS rank,
          CASE WHEN $4::int IS NULL THEN NULL ELSE (ROW_NUMBER() OVER (
            ORDER BY t.previous_total DESC, t.previous_best DESC, t.created_at, t.id))::int
          END AS previous_rank
        FROM totals t
      ),
      mine AS (SELECT clan_id FROM clan_members WHERE user_id = $5 AND left_at IS NULL)
      SELECT k.*, t.rank, t.previous_rank, t.round_score, t.total, t.best,
        t.id IN (SELECT clan_id FROM mine) AS is_mine,
        t.rank > $6 AND t.rank <= $6 + $7 AS on_page
      FROM ranked t JOIN (${CLAN_SELECT}) k ON k.id = t.id
      WHERE (t.rank > $6 AND t.rank <= $6 + $7) OR t.id IN (SELECT clan_id FROM mine)
      ORDER BY t.rank`,
    [round.competitionCode, round.number, round.id, previousId, callerId, offset, limit],
  );
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
