/**
 * The caller of a session token is kept between calls, and never past a change: a disabled
 * account, a session ended (its epoch moved), a new role or name, a user deleted, an
 * expired token are seen by the next call, also when another server (another connection
 * to the same PostgreSQL) made the change; writes to other columns keep the kept callers.
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { versionCounters } from '../db/versionCounters';
import { ManualClock } from '../platform/clock';
import {
  createTestSchema,
  openMigratedTestDatabase,
  TEST_DATABASES,
} from '../testing/testDatabase';
import { startSession } from './sessions';
import { updateUser } from './users';
import { SignedInUsers } from './signedInUsers';
import { SignedTokens } from './signedTokens';

const clock = new ManualClock('2026-03-01T10:00:00Z');
const tokens = new SignedTokens(randomBytes(32), clock);

async function addUser(db: Database, name: string) {
  const [user] = await db.query<{ id: number; role_id: 1 | 2; session_epoch: number }>(
    `INSERT INTO users (user_name, user_name_key, email, email_key, password_hash,
       agreement_accepted_at, created_at)
     VALUES ($1, $1, $1 || '@kadro.test', $1 || '@kadro.test', '-', now(), now())
     RETURNING id, role_id, session_epoch`,
    [name],
  );
  return { ...user!, token: (await startSession(tokens, user!, 3600)).Token };
}

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let db: Database;
  let users: SignedInUsers;
  /** Statements that read a user, counted. */
  let lookups = 0;
  beforeAll(async () => {
    const opened = await openMigratedTestDatabase(kind);
    db = {
      ...opened,
      query: (sql, params, options) => {
        if (/FROM users WHERE id/.test(sql)) lookups += 1;
        return opened.query(sql, params, options);
      },
    };
  }, 120_000);
  afterAll(() => db.close());
  beforeEach(() => {
    users = new SignedInUsers(db, tokens, clock);
  });

  it('reads the user once while nothing changes, and again after a change to another user', async () => {
    const a = await addUser(db, `kept_${kind}`);
    const b = await addUser(db, `other_${kind}`);
    const before = lookups;
    expect(await users.userOf(a.token)).toMatchObject({ userId: a.id, roleId: 1 });
    expect(await users.userOf(a.token)).toMatchObject({ userId: a.id });
    expect(lookups).toBe(before + 1);
    // Sign-ins and other columns leave the kept callers alone.
    await db.query('UPDATE users SET last_login_at = now(), favorite_team_id = NULL');
    expect(await users.userOf(a.token)).toMatchObject({ userId: a.id });
    expect(lookups).toBe(before + 1);
    await db.query('UPDATE users SET language_code = $2 WHERE id = $1', [b.id, 'en-US']);
    expect(await users.userOf(a.token)).toMatchObject({ userId: a.id });
    expect(lookups).toBe(before + 2);
  });

  it("keeps every caller through a player's new picture or club, not through a new password", async () => {
    const a = await addUser(db, `watcher_${kind}`);
    const b = await addUser(db, `restyled_${kind}`);
    expect(await users.userOf(a.token)).not.toBeNull();
    expect(await users.userOf(b.token)).not.toBeNull();
    const before = lookups;
    await updateUser(db, b.id, { imageUrl: '/avatars/tulip.svg' });
    await updateUser(db, b.id, { imageUrl: null, favoriteTeamId: undefined });
    expect(await users.userOf(a.token)).toMatchObject({ userId: a.id });
    expect(await users.userOf(b.token)).toMatchObject({ userId: b.id });
    expect(lookups).toBe(before);
    await updateUser(db, b.id, { passwordHash: 'new-hash' });
    expect(await users.userOf(b.token)).toBeNull();
  });

  it('refuses at the next call a disabled account, an ended session, a deleted user', async () => {
    const disabled = await addUser(db, `disabled_${kind}`);
    const ended = await addUser(db, `ended_${kind}`);
    const deleted = await addUser(db, `deleted_${kind}`);
    for (const u of [disabled, ended, deleted]) expect(await users.userOf(u.token)).not.toBeNull();
    await db.query('UPDATE users SET disabled_at = now() WHERE id = $1', [disabled.id]);
    expect(await users.userOf(disabled.token)).toBeNull();
    await db.query('UPDATE users SET session_epoch = session_epoch + 1 WHERE id = $1', [ended.id]);
    expect(await users.userOf(ended.token)).toBeNull();
    await db.query('DELETE FROM users WHERE id = $1', [deleted.id]);
    expect(await users.userOf(deleted.token)).toBeNull();
    // Enabled again: the old session stays ended only if its epoch moved (a disable moves it
    // in userAdmin.ts; this bare update did not).
    await db.query('UPDATE users SET disabled_at = NULL WHERE id = $1', [disabled.id]);
    expect(await users.userOf(disabled.token)).not.toBeNull();
  });

  it('sees a new role and name at the next call', async () => {
    const u = await addUser(db, `promoted_${kind}`);
    expect(await users.userOf(u.token)).toMatchObject({ roleId: 1 });
    await db.query(`UPDATE users SET role_id = 2, user_name = $2 WHERE id = $1`, [
      u.id,
      `renamed_${kind}`,
    ]);
    expect(await users.userOf(u.token)).toMatchObject({ roleId: 2, userName: `renamed_${kind}` });
  });

  it('refuses a kept token once it has expired', async () => {
    const u = await addUser(db, `expiring_${kind}`);
    expect(await users.userOf(u.token)).not.toBeNull();
    clock.advance(3601 * 1000);
    try {
      expect(await users.userOf(u.token)).toBeNull();
    } finally {
      clock.advance(-3601 * 1000);
    }
  });

  it('does not move the counter for a change that is rolled back', async () => {
    const counters = versionCounters(db);
    const before = (await counters.current()).accounts;
    await db
      .transaction(async (tx) => {
        await tx.query('UPDATE users SET session_epoch = session_epoch + 1');
        throw new Error('changed my mind');
      })
      .catch(() => undefined);
    expect((await counters.current()).accounts).toBe(before);
  });
});

if (TEST_DATABASES.includes('postgres')) {
  it('on postgres: a change made through another server is seen at the next call', async () => {
    const schema = await createTestSchema();
    const one = await openDatabase({ databaseUrl: schema.url });
    const two = await openDatabase({ databaseUrl: schema.url });
    try {
      await migrate(one);
      const u = await addUser(one, 'two_servers');
      const onOne = new SignedInUsers(one, tokens, clock);
      expect(await onOne.userOf(u.token)).not.toBeNull();
      await two.query('UPDATE users SET disabled_at = now() WHERE id = $1', [u.id]);
      expect(await onOne.userOf(u.token)).toBeNull();
    } finally {
      await one.close();
      await two.close();
      await schema.drop();
    }
  });
}
