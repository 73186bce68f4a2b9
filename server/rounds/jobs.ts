/**
 * Round lifecycle jobs: open, lock, live, finish, score. Each runs in one transaction, locks
 * the round row, and is idempotent: a round already past the job's step answers
 * `changed: false`; a round before the job's starting state is a 409 failure. A job that
 * changed something is logged in `round_job_runs`; so is every run an admin asks for
 * (`AdminRun`: who, changed or not, with the admin's own work in the job's transaction).
 *
 * When jobs are due (`runDueJobs`):
 * - open: the round is upcoming and no earlier round of its competition is upcoming or open
 *   (a round opens when the one before it locks; the season's first round at once);
 * - lock: open and its deadline has come (deadline <= now);
 * - live: locked and its first kickoff has come;
 * - finish: live and every match is finished or postponed;
 * - score: finished (right after finish).
 */
import type { Database, Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import { rankClans } from '../leagues/clanTable';
import { updateClassement } from '../leagues/classement';
import { payRoundPrizes } from '../leagues/endOfWeek';
import { notifyRoundResults } from '../notifications/triggers';
import { scoreRound } from '../scoring/roundScoring';
import type { RoundState } from './roundView';

export type RoundJob = 'open' | 'lock' | 'live' | 'finish' | 'score';

const STATES: RoundState[] = ['upcoming', 'open', 'locked', 'live', 'finished', 'scored'];

interface LockedRound {
  id: number;
  competition_code: string;
  number: number;
  state: RoundState;
}

interface JobStep {
  from: RoundState;
  to: RoundState;
  stamp: 'opened_at' | 'locked_at' | 'live_at' | 'finished_at' | 'scored_at';
  work(tx: Queryable, round: LockedRound, fault: Fault): Promise<void>;
}

/** Test hook: called between the parts of a job (a throw there interrupts it midway). */
export type Fault = (step: string) => void | Promise<void>;

/** A run an admin asked for: recorded with who, whether or not it changed the round. */
export interface AdminRun {
  ranBy: number;
  /** In the job's transaction, the round locked, before the job's work. */
  before?(tx: Queryable, roundId: number): Promise<void>;
  /** In the job's transaction, after the run was recorded. */
  after?(tx: Queryable, run: { runId: number; changed: boolean; state: RoundState }): Promise<void>;
}

/** Each user's primary team of the previous round, as a carried-over primary team of this one. */
async function carryOverTeams(tx: Queryable, round: LockedRound, now: Date, fault: Fault) {
  const [previous] = await tx.query<{ id: number }>(
    `SELECT id FROM rounds WHERE competition_code = $1 AND number < $2 ORDER BY number DESC LIMIT 1`,
    [round.competition_code, round.number],
  );
  if (!previous) return;
  await tx.query(
    `INSERT INTO user_teams (user_id, round_id, competition_code, name, is_primary, lineup, budget,
       booster, captain_player_id, vice_captain_player_id, is_carried_over, created_at, updated_at)
     SELECT p.user_id, $2, p.competition_code, p.name, true, p.lineup, s.budget, NULL,
       p.captain_player_id, p.vice_captain_player_id, true, $3, $3
     FROM user_teams p JOIN score_rule_sets s ON s.competition_code = p.competition_code
     WHERE p.round_id = $1 AND p.is_primary
       AND NOT EXISTS (SELECT 1 FROM user_teams c
                       WHERE c.user_id = p.user_id AND c.round_id = $2 AND c.is_primary)`,
    [previous.id, round.id, now],
  );
  await fault('open:teams');
  await tx.query(
    `INSERT INTO user_team_players (user_team_id, player_id, slot_order, is_starter, bench_order)
     SELECT n.id, pp.player_id, pp.slot_order, pp.is_starter, pp.bench_order
     FROM user_teams n
     JOIN user_teams p ON p.user_id = n.user_id AND p.round_id = $1 AND p.is_primary
     JOIN user_team_players pp ON pp.user_team_id = p.id
     WHERE n.round_id = $2 AND n.is_primary AND n.is_carried_over
       AND NOT EXISTS (SELECT 1 FROM user_team_players x WHERE x.user_team_id = n.id)`,
    [previous.id, round.id],
  );
}

/**
 * The round's prices are kept, then prices move: by how much more (or less) the player was
 * picked in this round's primary teams than the average player, and by how much better (or
 * worse) his form is than the average, each relative to that average; half their sum,
 * truncated, bounded by the rule set's ±max_price_change_per_round (and prices stay 1.0M-20.0M).
 */
async function snapshotAndMovePrices(tx: Queryable, round: LockedRound, fault: Fault) {
  await tx.query(
    `INSERT INTO player_round_prices (round_id, player_id, price)
     SELECT $1, id, price FROM players WHERE competition_code = $2
     ON CONFLICT (round_id, player_id) DO UPDATE SET price = EXCLUDED.price`,
    [round.id, round.competition_code],
  );
  await fault('lock:prices');
  await tx.query(
    `WITH teams AS (
       SELECT count(*) AS n FROM user_teams WHERE round_id = $1 AND is_primary
     ),
     picks AS (
       SELECT utp.player_id, count(*) AS n
       FROM user_teams ut JOIN user_team_players utp ON utp.user_team_id = ut.id
       WHERE ut.round_id = $1 AND ut.is_primary GROUP BY utp.player_id
     ),
     sel AS (
       SELECT p.id, p.form::numeric AS form,
         CASE WHEN t.n > 0 THEN 100.0 * COALESCE(k.n, 0) / t.n ELSE 0 END AS pct
       FROM players p CROSS JOIN teams t LEFT JOIN picks k ON k.player_id = p.id
       WHERE p.competition_code = $2
     ),
     mean AS (SELECT avg(pct) AS pct, avg(form) AS form FROM sel),
     moves AS (
       SELECT s.id, s.pct,
         GREATEST(-r.max_price_change_per_round, LEAST(r.max_price_change_per_round,
           trunc(((s.pct - m.pct) / GREATEST(m.pct, 1) + (s.form - m.form) / GREATEST(m.form, 1)) / 2)
         ))::int AS change
       FROM sel s CROSS JOIN mean m
       JOIN score_rule_sets r ON r.competition_code = $2
     )
     UPDATE players p SET
       price = LEAST(200, GREATEST(10, p.price + v.change)),
       price_change = LEAST(200, GREATEST(10, p.price + v.change)) - p.price,
       selected_by_percent = round(v.pct, 1)
     FROM moves v WHERE v.id = p.id`,
    [round.id, round.competition_code],
  );
}

const JOBS: Record<RoundJob, (now: Date) => JobStep> = {
  open: (now) => ({
    from: 'upcoming',
    to: 'open',
    stamp: 'opened_at',
    work: (tx, round, fault) => carryOverTeams(tx, round, now, fault),
  }),
  lock: () => ({
    from: 'open',
    to: 'locked',
    stamp: 'locked_at',
    work: snapshotAndMovePrices,
  }),
  live: () => ({
    from: 'locked',
    to: 'live',
    stamp: 'live_at',
    work: (tx, round) => scoreRound(tx, round.id, { final: false }),
  }),
  finish: () => ({
    from: 'live',
    to: 'finished',
    stamp: 'finished_at',
    async work(tx, round) {
      const [open] = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM matches
         WHERE round_id = $1 AND state NOT IN ('finished', 'postponed')`,
        [round.id],
      );
      if (open!.n > 0) throw new Failure(FAILURES.roundMatchesNotDone, `${open!.n} left`);
    },
  }),
  score: (now) => ({
    from: 'finished',
    to: 'scored',
    stamp: 'scored_at',
    async work(tx, round) {
      await scoreRound(tx, round.id, { final: true });
      // The prizes in the ranks' transaction: an interrupted job pays nothing.
      await payRoundPrizes(tx, round.id, now);
      // In the same transaction: a notification says only what was committed.
      await notifyRoundResults(tx, round.id, now);
      await updateClassement(tx, round, now);
      // The clan table of this round (and the later ones its totals run into).
      await rankClans(tx, round, now);
    },
  }),
};

export async function runRoundJob(
  db: Database,
  roundId: number,
  job: RoundJob,
  now: Date,
  { fault = () => {}, admin }: { fault?: Fault; admin?: AdminRun } = {},
): Promise<{ changed: boolean; state: RoundState; runId?: number }> {
  const step = JOBS[job](now);
  const record = async (tx: Queryable, roundId: number, changed: boolean, state: RoundState) => {
    const [run] = await tx.query<{ id: number }>(
      `INSERT INTO round_job_runs (round_id, job, ran_at, run_by, changed, state)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [roundId, job, now, admin?.ranBy ?? null, changed, state],
    );
    await admin?.after?.(tx, { runId: run!.id, changed, state });
    return run!.id;
  };
  return db.transaction(async (tx) => {
    const [round] = await tx.query<LockedRound>(
      'SELECT id, competition_code, number, state FROM rounds WHERE id = $1 FOR UPDATE',
      [roundId],
    );
    if (!round) throw new Failure(FAILURES.roundNotFound);
    const at = STATES.indexOf(round.state);
    const from = STATES.indexOf(step.from);
    // `score` on a scored round scores it again (corrections); other jobs past their step rest.
    const rescore = job === 'score' && round.state === 'scored';
    if (at > from && !rescore) {
      if (!admin) return { changed: false, state: round.state };
      const runId = await record(tx, round.id, false, round.state);
      return { changed: false, state: round.state, runId };
    }
    if (at < from) throw new Failure(FAILURES.roundJobTooEarly, `the round is ${round.state}`);
    await admin?.before?.(tx, round.id);
    // The state first, so the work sees the round as it will be (started rounds count in
    // the players' figures).
    await tx.query(`UPDATE rounds SET state = $2, ${step.stamp} = $3 WHERE id = $1`, [
      round.id,
      step.to,
      now,
    ]);
    await step.work(tx, { ...round, state: step.to }, fault);
    await fault(`${job}:done`);
    const runId = await record(tx, round.id, true, step.to);
    return { changed: true, state: step.to, ...(admin && { runId }) };
  });
}

const NEXT_JOB_SQL = `
  SELECT r.id,
    CASE r.state WHEN 'upcoming' THEN 'open' WHEN 'open' THEN 'lock' WHEN 'locked' THEN 'live'
      WHEN 'live' THEN 'finish' WHEN 'finished' THEN 'score' END AS job
  FROM rounds r
  WHERE (r.state = 'upcoming' AND NOT EXISTS (
          SELECT 1 FROM rounds e WHERE e.competition_code = r.competition_code
            AND e.number < r.number AND e.state IN ('upcoming', 'open')))
     OR (r.state = 'open' AND r.deadline <= $1)
     OR (r.state = 'locked' AND r.first_kickoff <= $1)
     OR (r.state = 'live' AND NOT EXISTS (
          SELECT 1 FROM matches m WHERE m.round_id = r.id AND m.state NOT IN ('finished', 'postponed')))
     OR r.state = 'finished'
  ORDER BY r.competition_code, r.number
  LIMIT 1`;

/** Runs every job that is due at `now`, in round and lifecycle order, until none is. */
export async function runDueJobs(
  db: Database,
  now: Date,
): Promise<{ roundId: number; job: RoundJob; changed: boolean; state: RoundState }[]> {
  const ran: { roundId: number; job: RoundJob; changed: boolean; state: RoundState }[] = [];
  // Each job moves a round one state on, so this ends; the bound guards against a round
  // that another server moves at the same time.
  for (let guard = 0; guard < 10_000; guard++) {
    const [due] = await db.query<{ id: number; job: RoundJob }>(NEXT_JOB_SQL, [now]);
    if (!due) break;
    const result = await runRoundJob(db, due.id, due.job, now);
    ran.push({ roundId: due.id, job: due.job, ...result });
  }
  return ran;
}
