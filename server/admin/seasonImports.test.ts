/**
 * A season import's progress as the admin panel polls it, over HTTP on the real server: on
 * the embedded database (whose one connection the write transaction holds) the check is
 * seen moving while it runs, and on PostgreSQL a poll made while the writing waits on a lock names the
 * stage and the rows written so far.
 */
import type { AdminImportJob } from '../../store/api/engine';
import { seasonSizedImport } from '../season/importSamples';
import { TEST_DATABASES } from '../testing/testDatabase';
import {
  startTestServer,
  TEST_ACCOUNTS,
  type TestClient,
  type TestServer,
} from '../testing/testServer';
import type { Database } from '../db/database';
import { importsSettled, readSeasonImport } from './seasonImports';

const ENGINE = '/engine/api/Admin';

describe.each(TEST_DATABASES)('season import progress on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = server.client();
    await admin.login(TEST_ACCOUNTS.admin.userName, TEST_ACCOUNTS.admin.password);
  }, 120_000);
  afterAll(async () => {
    await importsSettled();
    await server.close();
  });

  const job = async (path: string, json?: unknown): Promise<AdminImportJob> => {
    const answer = await admin.call(
      `${ENGINE}/${path}`,
      json === undefined ? { method: 'GET' } : { method: 'POST', json },
    );
    expect(answer.status).toBe(200);
    return answer.body.ReturnObject as AdminImportJob;
  };
  const poll = (id: number) => job(`GetSeasonImport?Id=${id}`);
  /** Polls until `until` holds, keeping every answer (each poll waits for the one before). */
  const pollUntil = async (id: number, until: (job: AdminImportJob) => boolean) => {
    const answers: AdminImportJob[] = [];
    for (;;) {
      const answer = await poll(id);
      answers.push(answer);
      if (until(answer)) return answers;
    }
  };

  it('a poll while the file is checked answers with the rows checked so far', async () => {
    const file = { ...seasonSizedImport(), DryRun: true };
    const started = await job('StartSeasonImport', file);
    expect(started).toMatchObject({ State: 'running', Stage: 'checking', Done: 0, Total: 808 });
    const answers = await pollUntil(started.Id, (j) => j.State !== 'running');

    const checking = answers.filter((j) => j.State === 'running' && j.Stage === 'checking');
    // On the embedded database the check's chunks share the one process with the polls,
    // which are answered between them. On PostgreSQL the check (four reads, then a few tens
    // of ms of work) may be over before a poll's round trips are: the stage an admin waits on there,
    // the writing, is polled mid-way in the next test.
    if (kind === 'pglite') expect(checking.some((j) => j.Done > 0 && j.Done < j.Total)).toBe(true);
    // Rows checked never go back.
    const done = checking.map((j) => j.Done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(answers.at(-1)).toMatchObject({
      State: 'done',
      Stage: 'done',
      Done: 808,
      Result: { DryRun: true, Teams: { Added: 18 }, Matches: { Added: 306 }, Appearances: 6732 },
    });
  }, 120_000);

  it('a poll whose read of the row comes back after the import ended still answers the rows checked', async () => {
    const started = await job('StartSeasonImport', { ...seasonSizedImport(), DryRun: true });
    // The row is read while the import runs, and handed back only once it has ended (as
    // a PostgreSQL round trip may be on a busy machine).
    const late: Database = {
      ...server.db,
      query: async (...args: Parameters<Database['query']>) => {
        const rows = await server.db.query(...args);
        await importsSettled();
        return rows as never;
      },
    };
    const answer = await readSeasonImport(late, started.Id);
    expect(answer).toMatchObject({ State: 'running' });
    expect(answer.Done).toBeGreaterThan(0);
  }, 120_000);

  if (kind === 'postgres') {
    it('a poll while the writing waits names its stage and the rows written so far', async () => {
      let release!: () => void;
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      // Another connection keeps the match sheets' table until told: the import's writing
      // stops at its first sheet.
      const holder = server.db.transaction(async (tx) => {
        await tx.query('LOCK TABLE match_appearances IN EXCLUSIVE MODE');
        locked();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await isLocked;
      try {
        const started = await job('StartSeasonImport', { ...seasonSizedImport(), DryRun: true });
        const answers = await pollUntil(
          started.Id,
          (j) => j.Stage === 'matches' || j.State !== 'running',
        );
        // Clubs, players and rounds are written; the matches' sheets wait.
        expect(answers.at(-1)).toMatchObject({
          State: 'running',
          Stage: 'matches',
          Done: 18 + 450 + 34,
          Total: 808,
        });
        // Still there while the lock holds: the poll is answered, the import waits.
        expect(await poll(started.Id)).toMatchObject({ State: 'running', Stage: 'matches' });
        release();
        await holder;
        const end = await pollUntil(started.Id, (j) => j.State !== 'running');
        expect(end.at(-1)).toMatchObject({ State: 'done', Done: 808, Result: { DryRun: true } });
      } finally {
        release?.();
        await holder;
      }
    }, 120_000);
  }
});
