/**
 * Season imports in the background (`Admin/StartSeasonImport`, `Admin/GetSeasonImport`): the
 * same all-or-nothing import as `Admin/ImportSeason` (season/seasonImport.ts), started at
 * once and polled for its progress. The row in `season_imports` says where each import
 * ended; while one runs, this process keeps its stage and rows handled in memory (the
 * import's own transaction holds the database). The file is checked before that transaction
 * opens, a few rows at a time, so a poll sees the check move even on the embedded database,
 * whose one connection the writing holds to its end. One import at a time: an import left
 * running by a stopped server no longer counts after an hour.
 */
import type { AdminImportJob, SeasonImport, SeasonImportResult } from '../../store/api/engine';
import type { Database } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import type { Clock } from '../platform/clock';
import { importSeason, SeasonImportError, type ImportStage } from '../season/seasonImport';
import { recordAudit, type AdminAction } from './audit';

const STALE_MS = 3600_000;

interface ImportRow {
  id: number;
  dry_run: boolean;
  state: AdminImportJob['State'];
  stage: AdminImportJob['Stage'];
  done: number;
  total: number;
  result: SeasonImportResult | null;
  problem: string | null;
  started_at: Date;
  finished_at: Date | null;
}

/** The imports this process runs now: their stage and rows handled. */
const running = new Map<number, { stage: ImportStage; done: number }>();
/** Settles when an import of this process has ended (tests and shutdown wait on it). */
const finishing = new Map<number, Promise<void>>();

/**
 * The answer for an import's row; `live`, this process's progress of it, counts while the
 * row says it runs. Taken before the row is read: an import that ends meanwhile leaves
 * `running` before its row's read comes back saying it still runs, and the row's own
 * progress (written at the end) would then answer rows checked going back to 0.
 */
function jobOf(row: ImportRow, live = running.get(row.id)): AdminImportJob {
  if (row.state !== 'running') live = undefined;
  return {
    Id: row.id,
    DryRun: row.dry_run,
    State: row.state,
    Stage: live?.stage ?? row.stage,
    Done: live?.done ?? row.done,
    Total: row.total,
    Result: row.result,
    Problem: row.problem,
    StartedAt: row.started_at.toISOString(),
    FinishedAt: row.finished_at?.toISOString() ?? null,
  };
}

const rowsOf = (input: SeasonImport) =>
  (input.Teams?.length ?? 0) +
  (input.Players?.length ?? 0) +
  (input.Rounds?.length ?? 0) +
  (input.Matches?.length ?? 0);

/**
 * Records the import (audited in the same transaction) and starts it; answers at once. A
 * second import while one runs is refused.
 */
export async function startSeasonImport(
  db: Database,
  input: SeasonImport,
  { gameClock, realClock }: { gameClock: Clock; realClock: Clock },
  action: AdminAction,
): Promise<AdminImportJob> {
  const startedAt = realClock.now();
  const row = await db.transaction(async (tx) => {
    // One import at a time, across servers: the check and the insert under one lock.
    await tx.query('SELECT pg_advisory_xact_lock(4713)');
    const [busy] = await tx.query<{ id: number }>(
      `SELECT id FROM season_imports WHERE state = 'running' AND started_at > $1 LIMIT 1`,
      [new Date(startedAt.getTime() - STALE_MS)],
    );
    if (busy) throw new Failure(FAILURES.importRunning, `import ${busy.id}`);
    const [inserted] = await tx.query<ImportRow>(
      `INSERT INTO season_imports (admin_user_id, dry_run, state, stage, total, started_at)
       VALUES ($1, $2, 'running', 'checking', $3, $4) RETURNING *`,
      [action.adminId, input.DryRun ?? false, rowsOf(input), startedAt],
    );
    await recordAudit(tx, action, {
      type: 'import',
      id: inserted!.id,
      before: null,
      after: {
        CompetitionCode: input.CompetitionCode,
        DryRun: input.DryRun ?? false,
        Teams: input.Teams?.length ?? 0,
        Players: input.Players?.length ?? 0,
        Rounds: input.Rounds?.length ?? 0,
        Matches: input.Matches?.length ?? 0,
      },
    });
    return inserted!;
  });
  const progress = { stage: 'checking' as ImportStage, done: 0 };
  running.set(row.id, progress);
  finishing.set(
    row.id,
    runImport(db, row.id, input, gameClock, realClock, (stage, done) => {
      progress.stage = stage;
      progress.done = done;
    }),
  );
  return jobOf(row);
}

async function runImport(
  db: Database,
  id: number,
  input: SeasonImport,
  gameClock: Clock,
  realClock: Clock,
  onProgress: (stage: ImportStage, done: number) => void,
): Promise<void> {
  // Let the start's answer go out first.
  await new Promise((resolve) => setImmediate(resolve));
  let outcome: { result: SeasonImportResult } | { problem: string };
  try {
    outcome = { result: await importSeason(db, input, gameClock.now(), onProgress) };
  } catch (error) {
    // A refused row names itself; anything else is said as it is (in English, as logs are).
    outcome = {
      problem:
        error instanceof SeasonImportError
          ? error.problem
          : error instanceof Error
            ? error.message
            : String(error),
    };
  }
  try {
    await db.query(
      `UPDATE season_imports SET state = $2, stage = 'done', done = CASE WHEN $2 = 'done' THEN total ELSE $5 END,
         result = $3::jsonb, problem = $4, finished_at = $6
       WHERE id = $1`,
      [
        id,
        'result' in outcome ? 'done' : 'failed',
        'result' in outcome ? JSON.stringify(outcome.result) : null,
        'problem' in outcome ? outcome.problem : null,
        running.get(id)?.done ?? 0,
        realClock.now(),
      ],
    );
  } finally {
    running.delete(id);
    finishing.delete(id);
  }
}

/** An import's progress and outcome; an unknown id is a 404. */
export async function readSeasonImport(db: Database, id: number): Promise<AdminImportJob> {
  const live = running.get(id);
  const [row] = await db.query<ImportRow>('SELECT * FROM season_imports WHERE id = $1', [id]);
  if (!row) throw new Failure(FAILURES.notFound);
  return jobOf(row, live);
}

/** Waits until every import this process started has ended (tests, shutdown). */
export async function importsSettled(): Promise<void> {
  while (finishing.size > 0) await Promise.all([...finishing.values()]);
}
