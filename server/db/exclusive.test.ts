/**
 * What several servers on one database rely on: `exclusive` (one holder of a named lock at
 * a time, across processes on PostgreSQL: here two connection pools, as two servers have)
 * and `listen` (a NOTIFY from one reaches the other). The embedded database is one process.
 */
import { LISTENER_APPLICATION, openDatabase, type Database } from './database';
import { createTestSchema, SHARED_POSTGRES_URL } from '../testing/testDatabase';

/** Two handles on one database: two servers (PostgreSQL) or the one process (PGlite). */
async function openPair(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const db = await openDatabase({ memory: true });
    return { a: db, b: db, close: () => db.close() };
  }
  const schema = await createTestSchema(SHARED_POSTGRES_URL);
  const a = await openDatabase({ databaseUrl: schema.url });
  const b = await openDatabase({ databaseUrl: schema.url });
  return {
    a,
    b,
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      await schema.drop();
    },
  };
}

/** Resolves when `resolve` is called: a gate a test opens. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe.each(['pglite', 'postgres'] as const)('on %s', (kind) => {
  let a: Database;
  let b: Database;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ a, b, close } = await openPair(kind));
  });
  afterEach(() => close());

  it('exclusive: one holder at a time; a waiter runs after it, a non-waiter skips', async () => {
    let holding = 0;
    let most = 0;
    const held = gate();
    const release = gate();
    const work = (label: string, order: string[]) => async () => {
      holding += 1;
      most = Math.max(most, holding);
      order.push(label);
      if (label === 'first') {
        held.open();
        await release.opened;
      }
      holding -= 1;
      return label;
    };
    const order: string[] = [];
    const first = a.exclusive('season', work('first', order), { wait: true });
    await held.opened;
    // Held by the other server: a tick skips, SetClock waits; another name is free.
    expect(await b.exclusive('season', work('skipped', order), { wait: false })).toEqual({
      ran: false,
    });
    expect(await b.exclusive('other', async () => 'free', { wait: false })).toEqual({
      ran: true,
      value: 'free',
    });
    const waiters = [
      b.exclusive('season', work('second', order), { wait: true }),
      a.exclusive('season', work('third', order), { wait: true }),
    ];
    release.open();
    expect(await first).toEqual({ ran: true, value: 'first' });
    expect((await Promise.all(waiters)).map((w) => w.ran)).toEqual([true, true]);
    expect(most).toBe(1);
    expect(order.slice(0, 1)).toEqual(['first']);
    expect(order.slice(1).sort()).toEqual(['second', 'third']);
  });

  it('exclusive: a failing holder releases the lock', async () => {
    await expect(
      a.exclusive(
        'season',
        async () => {
          throw new Error('job failed');
        },
        { wait: true },
      ),
    ).rejects.toThrow('job failed');
    expect(await b.exclusive('season', async () => 1, { wait: false })).toEqual({
      ran: true,
      value: 1,
    });
  });

  it('listen: a NOTIFY sent through one handle reaches the other with its payload', async () => {
    let hear!: (payload: string) => void;
    const heard = new Promise<string>((resolve) => (hear = resolve));
    await b.listen('game_clock', hear);
    await a.query('SELECT pg_notify($1, $2)', ['game_clock', '86400000']);
    expect(await heard).toBe('86400000');
  });
});

/** Resolves once `condition` holds, checking every 20 ms; fails after `ms`. */
async function until(condition: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('on postgres, a lost LISTEN connection', () => {
  it('is made again: notices arrive again and the owner is told to re-read', async () => {
    const { a, b, close } = await openPair('postgres');
    try {
      // A channel of this test's own, to find b's listening connection among other tests'.
      const channel = `resume_probe_${process.pid}_${Date.now()}`;
      const heard: string[] = [];
      let resumed = 0;
      await b.listen(
        channel,
        (payload) => heard.push(payload),
        () => resumed++,
      );
      const [killed] = await a.query<{ done: boolean }>(
        `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
         WHERE application_name = $1 AND query = $2`,
        [LISTENER_APPLICATION, `LISTEN "${channel}"`],
      );
      expect(killed?.done).toBe(true);
      await until(() => resumed === 1);
      await a.query('SELECT pg_notify($1, $2)', [channel, 'after']);
      await until(() => heard.includes('after'));
    } finally {
      await close();
    }
  });
});
