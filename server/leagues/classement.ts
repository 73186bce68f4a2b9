/**
 * The classement (ContestType 13): divisions of 50, numbered from 1 (top), over periods of
 * 4 rounds. The score job (`updateClassement`, in the round's transaction, under the season
 * lock) places each newcomer with a primary team in the lowest division with room and,
 * after a period's last round, writes the next period's divisions: the top 5 of a division
 * go up, the bottom 5 go down. The numbers are data (`app_settings` key `classement`).
 */
import type { ClassementInfo } from '../../store/api/league';
import type { Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import type { TableScope } from './tables';

export interface ClassementRules {
  divisionSize: number;
  periodRounds: number;
  promotionPlaces: number;
  relegationPlaces: number;
}

export async function classementRules(q: Queryable): Promise<ClassementRules> {
  const [row] = await q.query<{ value: ClassementRules }>(
    `SELECT value FROM app_settings WHERE key = 'classement'`,
  );
  return row!.value;
}

interface Period {
  start: number;
  end: number;
  /** The season's last round closes the last period. */
  isLast: boolean;
}

async function periodOf(
  q: Queryable,
  competitionCode: string,
  roundNumber: number,
  rules: ClassementRules,
): Promise<Period> {
  const [season] = await q.query<{ last: number }>(
    'SELECT max(number)::int AS last FROM rounds WHERE competition_code = $1',
    [competitionCode],
  );
  const start = 1 + Math.floor((roundNumber - 1) / rules.periodRounds) * rules.periodRounds;
  const end = Math.min(start + rules.periodRounds - 1, season!.last);
  return { start, end, isLast: end === season!.last };
}

/**
 * Each placed user's division and unique rank in it over the period's rounds (`$1` the
 * competition, `$2` and `$3` the period's first and last round numbers), by the tie rule
 * of every table: higher total, higher best round, earlier first team.
 */
const DIVISION_RANKS = `
  WITH points AS (
    SELECT c.user_id, c.division, COALESCE(sum(s.round_points), 0) AS total,
      COALESCE(max(s.round_points), 0) AS best, min(s.first_team_created_at) AS first_at
    FROM classement_places c
    LEFT JOIN rounds r ON r.competition_code = c.competition_code AND r.number BETWEEN $2 AND $3
    LEFT JOIN pro_standings s ON s.round_id = r.id AND s.user_id = c.user_id
    WHERE c.competition_code = $1 AND c.period_start_round = $2
    GROUP BY c.user_id, c.division
  )
  SELECT user_id, division,
    row_number() OVER (PARTITION BY division
      ORDER BY total DESC, best DESC, first_at NULLS LAST, user_id)::int AS rank,
    count(*) OVER (PARTITION BY division)::int AS size,
    max(division) OVER ()::int AS divisions
  FROM points`;

/**
 * The classement's part of scoring a round (safe to repeat): newcomers placed in the
 * round's period; after the period's last round, the next period's divisions, unless that
 * period already has them (a repeated job moves nobody twice).
 */
export async function updateClassement(
  tx: Queryable,
  round: { competition_code: string; number: number },
  at: Date,
): Promise<void> {
  const rules = await classementRules(tx);
  const period = await periodOf(tx, round.competition_code, round.number, rules);
  await placeNewcomers(tx, round, period, rules, at);
  if (round.number !== period.end || period.isLast) return;
  const [moved] = await tx.query(
    `SELECT 1 FROM classement_places WHERE competition_code = $1 AND period_start_round = $2 LIMIT 1`,
    [round.competition_code, period.end + 1],
  );
  if (moved) return;
  await tx.query(
    `INSERT INTO classement_places (competition_code, period_start_round, user_id, division, placed_at)
     SELECT $1, $4::int + 1, user_id,
       CASE WHEN rank <= $5 AND division > 1 THEN division - 1
            WHEN rank > size - $6 AND rank > $5 AND division < divisions THEN division + 1
            ELSE division END,
       $7
     FROM (${DIVISION_RANKS}) ranked`,
    [
      round.competition_code,
      period.start,
      period.end,
      period.end,
      rules.promotionPlaces,
      rules.relegationPlaces,
      at,
    ],
  );
}

/** Users with a primary team in the round and no division this period: the lowest with room. */
async function placeNewcomers(
  tx: Queryable,
  round: { competition_code: string; number: number },
  period: Period,
  rules: ClassementRules,
  at: Date,
) {
  await tx.query(
    `WITH lowest AS (
       SELECT COALESCE(max(division), 0) AS division FROM classement_places
       WHERE competition_code = $1 AND period_start_round = $2
     ),
     room AS (
       SELECT l.division, CASE WHEN l.division = 0 THEN 0 ELSE $4 - count(c.user_id) END AS room
       FROM lowest l LEFT JOIN classement_places c ON c.competition_code = $1
         AND c.period_start_round = $2 AND c.division = l.division
       GROUP BY l.division
     ),
     newcomers AS (
       SELECT t.user_id, row_number() OVER (ORDER BY min(t.created_at), t.user_id) - 1 AS k
       FROM user_teams t JOIN rounds r ON r.id = t.round_id
       WHERE r.competition_code = $1 AND r.number = $3 AND t.is_primary
         AND NOT EXISTS (SELECT 1 FROM classement_places c WHERE c.competition_code = $1
                         AND c.period_start_round = $2 AND c.user_id = t.user_id)
       GROUP BY t.user_id
     )
     INSERT INTO classement_places (competition_code, period_start_round, user_id, division, placed_at)
     SELECT $1, $2, n.user_id,
       CASE WHEN n.k < r.room THEN r.division ELSE r.division + 1 + (n.k - r.room) / $4 END, $5
     FROM newcomers n CROSS JOIN room r
     ON CONFLICT DO NOTHING`,
    [round.competition_code, period.start, round.number, rules.divisionSize, at],
  );
}

/** `GetClassementInfo`: the caller's division and rank in the latest period with divisions. */
export async function classementInfo(
  q: Queryable,
  userId: number,
  competitionCode: string,
): Promise<ClassementInfo> {
  const rules = await classementRules(q);
  const [latest] = await q.query<{ start: number | null }>(
    `SELECT max(period_start_round)::int AS start FROM classement_places WHERE competition_code = $1`,
    [competitionCode],
  );
  const period = await periodOf(q, competitionCode, latest?.start ?? 1, rules);
  const [mine] = await q.query<{ division: number; rank: number; divisions: number }>(
    `SELECT division, rank, divisions FROM (${DIVISION_RANKS}) ranked WHERE user_id = $4`,
    [competitionCode, period.start, period.end, userId],
  );
  const [count] = await q.query<{ n: number }>(
    `SELECT COALESCE(max(division), 0)::int AS n FROM classement_places
     WHERE competition_code = $1 AND period_start_round = $2`,
    [competitionCode, period.start],
  );
  return {
    ContestType: 13,
    Division: mine?.division ?? null,
    DivisionCount: count!.n,
    DivisionSize: rules.divisionSize,
    PeriodStartRound: period.start,
    PeriodEndRound: period.end,
    PromotionPlaces: mine && mine.division > 1 ? rules.promotionPlaces : 0,
    RelegationPlaces: mine && mine.division < count!.n ? rules.relegationPlaces : 0,
    MyRank: mine?.rank ?? null,
  };
}

/**
 * `GetUserScores`: the members of a division (the caller's when none is named) in the latest
 * period with divisions, totals over the period's rounds; null when the caller has none and
 * names none.
 */
export async function divisionTableScope(
  q: Queryable,
  userId: number,
  competitionCode: string,
  division: number | undefined,
): Promise<TableScope | null> {
  const [period] = await q.query<{ start: number | null; divisions: number | null }>(
    `SELECT period_start_round AS start, max(division)::int AS divisions FROM classement_places
     WHERE competition_code = $1 AND period_start_round =
       (SELECT max(period_start_round) FROM classement_places WHERE competition_code = $1)
     GROUP BY period_start_round`,
    [competitionCode],
  );
  const span = await periodOf(q, competitionCode, period?.start ?? 1, await classementRules(q));
  let shown = division;
  if (shown === undefined) {
    const [mine] = await q.query<{ division: number }>(
      `SELECT division FROM classement_places
       WHERE competition_code = $1 AND period_start_round = $2 AND user_id = $3`,
      [competitionCode, period?.start ?? 0, userId],
    );
    if (!mine) return null;
    shown = mine.division;
  } else if (!period || shown > period.divisions!) {
    throw new Failure(FAILURES.classementDivisionNotFound);
  }
  return {
    kind: 'members',
    members: {
      sql: `SELECT user_id FROM classement_places
        WHERE competition_code = $1 AND period_start_round = $2 AND division = $3`,
      params: [competitionCode, period!.start, shown],
    },
    span: { from: span.start, to: span.end },
  };
}
