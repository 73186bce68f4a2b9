/**
 * Running the season from the admin panel: the season screen (rounds, their jobs, each
 * job's last run), an admin's run of a round job (recorded with who ran it and audited in
 * the job's transaction) and, for a score run, whose round points it changed: the round's
 * team points are kept before the job's work and compared after it, in its transaction,
 * without reaching into scoring.
 */
import type {
  AdminJobRun,
  AdminPointChange,
  AdminRound,
  RoundJob as RoundJobName,
} from '../../store/api/engine';
import type { Database, Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import type { Language } from '../http/language';
import type { Page } from '../http/paging';
import { runRoundJob, type RoundJob } from '../rounds/jobs';
import { roundTitle, type RoundState } from '../rounds/roundView';
import { recordAudit, type AdminAction } from './audit';

export const ROUND_JOBS: RoundJob[] = ['open', 'lock', 'live', 'finish', 'score'];

/** The job that moves a round on from each state (a scored round's is the re-score). */
const NEXT_JOB: Record<RoundState, RoundJob> = {
  upcoming: 'open',
  open: 'lock',
  locked: 'live',
  live: 'finish',
  finished: 'score',
  scored: 'score',
};

interface RunRow {
  id: number;
  round_id: number;
  round_number: number;
  job: RoundJob;
  ran_at: Date;
  run_by: number | null;
  run_by_name: string | null;
  changed: boolean;
  state: RoundState | null;
  point_changes: number | null;
}

const RUN_COLUMNS = `j.id, j.round_id, r.number AS round_number, j.job, j.ran_at, j.run_by,
  u.user_name AS run_by_name, j.changed, j.state, j.point_changes`;
const RUN_FROM = `round_job_runs j JOIN rounds r ON r.id = j.round_id
  LEFT JOIN users u ON u.id = j.run_by`;

function jobRun(r: RunRow): AdminJobRun {
  return {
    Id: r.id,
    WeeklyLeagueInformationId: r.round_id,
    RoundNumber: r.round_number,
    Job: r.job,
    RanAt: r.ran_at.toISOString(),
    RanBy: r.run_by === null ? null : { Id: r.run_by, UserName: r.run_by_name ?? '' },
    Changed: r.changed,
    // Runs logged before the state was recorded: the state the job moves the round to.
    State: r.state ?? JOB_TARGET[r.job],
    PointChanges: r.point_changes,
  };
}

const JOB_TARGET: Record<RoundJob, RoundState> = {
  open: 'open',
  lock: 'locked',
  live: 'live',
  finish: 'finished',
  score: 'scored',
};

/** The season screen's rounds: each with its jobs, whether each is due, and its last run. */
export async function readAdminRounds(
  q: Queryable,
  competitionCode: string,
  now: Date,
  language: Language,
): Promise<AdminRound[]> {
  const rounds = await q.query<{
    id: number;
    number: number;
    state: RoundState;
    deadline: Date | null;
    first_kickoff: Date | null;
    match_count: number;
    finished_match_count: number;
    earlier_pending: boolean;
  }>(
    `SELECT r.id, r.number, r.state, r.deadline, r.first_kickoff,
       (SELECT count(*) FROM matches m WHERE m.round_id = r.id)::int AS match_count,
       (SELECT count(*) FROM matches m WHERE m.round_id = r.id
          AND m.state IN ('finished', 'postponed'))::int AS finished_match_count,
       EXISTS (SELECT 1 FROM rounds e WHERE e.competition_code = r.competition_code
          AND e.number < r.number AND e.state IN ('upcoming', 'open')) AS earlier_pending
     FROM rounds r WHERE r.competition_code = $1 ORDER BY r.number`,
    [competitionCode],
  );
  const lastRuns = await q.query<RunRow>(
    `SELECT DISTINCT ON (j.round_id, j.job) ${RUN_COLUMNS}
     FROM ${RUN_FROM}
     WHERE r.competition_code = $1
     ORDER BY j.round_id, j.job, j.ran_at DESC, j.id DESC`,
    [competitionCode],
  );
  const last = new Map(lastRuns.map((r) => [`${r.round_id}:${r.job}`, jobRun(r)]));
  return rounds.map((r) => {
    // As the scheduler decides (rounds/jobs.ts): the one job due for the round, if any.
    const due: RoundJob | null =
      r.state === 'upcoming' && !r.earlier_pending
        ? 'open'
        : r.state === 'open' && r.deadline !== null && r.deadline <= now
          ? 'lock'
          : r.state === 'locked' && r.first_kickoff !== null && r.first_kickoff <= now
            ? 'live'
            : r.state === 'live' && r.finished_match_count === r.match_count
              ? 'finish'
              : r.state === 'finished'
                ? 'score'
                : null;
    return {
      Id: r.id,
      Number: r.number,
      Title: roundTitle(r.number, language),
      State: r.state,
      Deadline: (r.deadline ?? new Date(0)).toISOString(),
      FirstKickoff: (r.first_kickoff ?? new Date(0)).toISOString(),
      MatchCount: r.match_count,
      FinishedMatchCount: r.finished_match_count,
      Jobs: ROUND_JOBS.map((job) => ({
        Job: job as RoundJobName,
        IsNext: NEXT_JOB[r.state] === job,
        IsDue: due === job,
        LastRun: last.get(`${r.id}:${job}`) ?? null,
      })),
    };
  });
}

/** Sort columns of the job run list. */
export const JOB_RUN_PAGE = {
  columns: { RanAt: 'j.ran_at', Id: 'j.id' },
  fallback: { column: 'RanAt', order: 'desc' as const },
};

/** One page of job runs, of a round or a job or all, and how many match. */
export async function listJobRuns(
  q: Queryable,
  filter: { roundId: number | null; job: RoundJob | null },
  page: Page,
): Promise<{ rows: AdminJobRun[]; total: number }> {
  const rows = await q.query<RunRow & { total: number }>(
    `SELECT ${RUN_COLUMNS}, count(*) OVER () AS total
     FROM ${RUN_FROM}
     WHERE ($1::int IS NULL OR j.round_id = $1) AND ($2::text IS NULL OR j.job = $2)
     ORDER BY ${page.orderBy}, j.id DESC
     LIMIT $3 OFFSET $4`,
    [filter.roundId, filter.job, page.limit, page.offset],
  );
  return { rows: rows.map(jobRun), total: Number(rows[0]?.total ?? 0) };
}

/** Sort columns of a score run's point changes. */
export const POINT_CHANGE_PAGE = {
  columns: {
    Difference: 'abs(coalesce(c.after, 0) - coalesce(c.before, 0))',
    UserName: 'u.user_name_key',
    After: 'c.after',
  },
  fallback: { column: 'Difference', order: 'desc' as const },
};

/** One page of the user teams whose points a run changed; an unknown run is a 404. */
export async function listPointChanges(
  q: Queryable,
  runId: number,
  page: Page,
): Promise<{ rows: AdminPointChange[]; total: number }> {
  const [run] = await q.query<{ id: number }>('SELECT id FROM round_job_runs WHERE id = $1', [
    runId,
  ]);
  if (!run) throw new Failure(FAILURES.notFound);
  const rows = await q.query<{
    user_id: number;
    user_name: string;
    user_team_id: number;
    team_name: string;
    before: number | null;
    after: number | null;
    total: number;
  }>(
    `SELECT c.user_id, u.user_name, c.user_team_id, t.name AS team_name, c.before, c.after,
       count(*) OVER () AS total
     FROM round_point_changes c
     JOIN users u ON u.id = c.user_id
     JOIN user_teams t ON t.id = c.user_team_id
     WHERE c.run_id = $1
     ORDER BY ${page.orderBy} NULLS LAST, c.user_team_id
     LIMIT $2 OFFSET $3`,
    [runId, page.limit, page.offset],
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((r) => ({
      UserId: r.user_id,
      UserName: r.user_name,
      UserTeamId: r.user_team_id,
      TeamName: r.team_name,
      Before: r.before,
      After: r.after,
      Difference: (r.after ?? 0) - (r.before ?? 0),
    })),
  };
}

/**
 * Runs a round job for an admin: recorded with who ran it (changed or not) and audited in
 * the job's transaction; a score run keeps the round's team points before its work and
 * stores each team whose points it changed (`listPointChanges`).
 */
export async function runJobAsAdmin(
  db: Database,
  roundId: number,
  job: RoundJob,
  now: Date,
  action: AdminAction,
): Promise<{ changed: boolean; state: RoundState; runId: number }> {
  let stateBefore: RoundState | null = null;
  let kept = false;
  const result = await runRoundJob(db, roundId, job, now, {
    admin: {
      ranBy: action.adminId,
      async before(tx) {
        const [round] = await tx.query<{ state: RoundState }>(
          'SELECT state FROM rounds WHERE id = $1',
          [roundId],
        );
        stateBefore = round?.state ?? null;
        if (job !== 'score') return;
        // Dropped when the transaction ends, committed or not.
        await tx.query(
          'CREATE TEMP TABLE admin_points_before (id integer PRIMARY KEY, points integer) ON COMMIT DROP',
        );
        await tx.query(
          `INSERT INTO admin_points_before SELECT t.id, sc.points
           FROM user_teams t LEFT JOIN user_team_scores sc ON sc.user_team_id = t.id
           WHERE t.round_id = $1`,
          [roundId],
        );
        kept = true;
      },
      async after(tx, run) {
        let pointChanges: number | null = null;
        if (kept) {
          const changes = await tx.query<{ n: number }>(
            `WITH changed AS (
               INSERT INTO round_point_changes (run_id, user_team_id, user_id, before, after)
               SELECT $1, t.id, t.user_id, b.points, sc.points
               FROM user_teams t LEFT JOIN admin_points_before b ON b.id = t.id
               LEFT JOIN user_team_scores sc ON sc.user_team_id = t.id
               WHERE t.round_id = $2 AND sc.points IS DISTINCT FROM b.points
               RETURNING 1)
             SELECT count(*)::int AS n FROM changed`,
            [run.runId, roundId],
          );
          pointChanges = changes[0]!.n;
          await tx.query('UPDATE round_job_runs SET point_changes = $2 WHERE id = $1', [
            run.runId,
            pointChanges,
          ]);
        }
        await recordAudit(tx, action, {
          type: 'round',
          id: roundId,
          before: { State: stateBefore ?? run.state },
          after: {
            Job: job,
            Changed: run.changed,
            State: run.state,
            RunId: run.runId,
            PointChanges: pointChanges,
          },
        });
      },
    },
  });
  return { changed: result.changed, state: result.state, runId: result.runId! };
}
