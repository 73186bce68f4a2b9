/**
 * The push port: which one the environment picks, Firebase's messages (fake messaging,
 * firebase-admin never loaded here), and delivery from the outbox: each user's devices in
 * his language, once, a stale token dropped, and a failing or throwing port logged without
 * tokens while its causes stay committed and listed.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Messaging } from 'firebase-admin/messaging';
import type { Database } from '../db/database';
import { TEST_DATABASES } from '../testing/testDatabase';
import { signedInPlayers, type SignedInPlayer } from '../testing/testUsers';
import { startTestServer, type TestServer } from '../testing/testServer';
import { registerDevice } from './devices';
import { notify } from './notifications';
import {
  deliverPendingPushes,
  firebasePushPort,
  pushPortFromEnv,
  type PushMessage,
  type PushPort,
} from './push';

const ACCOUNT = { project_id: 'kadro-test', client_email: 'push@kadro-test', private_key: 'x' };

function recordingLog() {
  const lines: { level: string; fields: object; message: string }[] = [];
  return {
    lines,
    debug: (fields: object, message: string) => lines.push({ level: 'debug', fields, message }),
    warn: (fields: object, message: string) => lines.push({ level: 'warn', fields, message }),
  };
}

describe('choosing the push port', () => {
  it('stores and logs without FIREBASE_SERVICE_ACCOUNT', async () => {
    const log = recordingLog();
    const port = pushPortFromEnv({}, log);
    expect(port.name).toBe('log');
    await port.send([{ token: 'secret-token', title: 't', body: 'b', link: '/' }]);
    expect(log.lines).toEqual([
      { level: 'debug', fields: { devices: 1 }, message: expect.stringContaining('stored only') },
    ]);
    expect(JSON.stringify(log.lines)).not.toContain('secret-token');
  });

  it('uses Firebase with a service account as JSON text or as a file', () => {
    const log = recordingLog();
    expect(pushPortFromEnv({ FIREBASE_SERVICE_ACCOUNT: JSON.stringify(ACCOUNT) }, log).name).toBe(
      'firebase',
    );
    const file = join(mkdtempSync(join(tmpdir(), 'kadro-push-')), 'account.json');
    writeFileSync(file, JSON.stringify(ACCOUNT));
    expect(pushPortFromEnv({ FIREBASE_SERVICE_ACCOUNT: file }, log).name).toBe('firebase');
    expect(pushPortFromEnv({ FIREBASE_SERVICE_ACCOUNT: '  ' }, log).name).toBe('log');
  });

  it('loads firebase-admin on the first push only, and sends 500 at most a call', async () => {
    const calls: unknown[][] = [];
    const sendEach = jest.fn(async (batch: { token: string }[]) => {
      calls.push(batch);
      return {
        successCount: batch.length - 1,
        failureCount: 1,
        responses: batch.map((m, i) =>
          i === 0
            ? { success: false, error: { code: 'messaging/registration-token-not-registered' } }
            : { success: true, messageId: m.token },
        ),
      };
    });
    const load = jest.fn(async () => ({ sendEach }) as unknown as Messaging);
    const port = firebasePushPort(ACCOUNT, load);
    expect(load).not.toHaveBeenCalled();
    const messages: PushMessage[] = Array.from({ length: 501 }, (_, i) => ({
      token: `t${i}`,
      title: 'Başlık',
      body: 'Metin',
      link: '/lig/pro-ligi',
    }));
    const result = await port.send(messages);
    await port.send(messages.slice(0, 1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.length)).toEqual([500, 1, 1]);
    expect(calls[0]![0]).toEqual({
      token: 't0',
      notification: { title: 'Başlık', body: 'Metin' },
      webpush: { fcmOptions: { link: '/lig/pro-ligi' } },
      data: { link: '/lig/pro-ligi' },
    });
    expect(result).toEqual({ sent: 499, failed: 2, staleTokens: ['t0', 't500'] });
  });
});

describe.each(TEST_DATABASES)('delivering pushes on %s', (kind) => {
  let server: TestServer;
  let db: Database;
  let tr: SignedInPlayer;
  let en: SignedInPlayer;
  let silent: SignedInPlayer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    db = server.db;
    const made = await signedInPlayers(server, `push_${kind}_`, 3);
    [tr, en, silent] = [made[0]!, made[1]!, made[2]!];
    await db.query(`UPDATE users SET language_code = 'en-US' WHERE id = $1`, [en.userId]);
    const now = server.clock.now();
    for (const [user, token] of [
      [tr, 'tr-phone'],
      [tr, 'tr-laptop'],
      [en, 'en-phone'],
    ] as const) {
      await registerDevice(db, { userId: user.userId, deviceId: token, deviceName: 'web', now });
    }
    // A server's start and three sign-ins: as other server tests, more than a test's time.
  }, 120_000);
  afterAll(() => server.close());

  const friendRequest = async (from: SignedInPlayer, to: SignedInPlayer) => {
    const answer = await from.client.call(`/auth/api/Friend/AddFriend?userId=${to.userId}`, {
      method: 'POST',
    });
    expect(answer.status).toBe(200);
  };

  it("pushes each notification to its user's devices in his language, once", async () => {
    await friendRequest(tr, en);
    await friendRequest(silent, tr);
    await db.transaction((tx) =>
      notify(tx, {
        userId: silent.userId,
        kind: 'friendRequest',
        params: { user: 'x' },
        link: '/arkadas/x',
        cause: 'test:silent',
        at: server.clock.now(),
      }),
    );
    const sent: PushMessage[] = [];
    const port: PushPort = {
      name: 'firebase',
      send: async (messages) => {
        sent.push(...messages);
        return { sent: messages.length, failed: 0, staleTokens: ['tr-laptop'] };
      },
    };
    const log = recordingLog();
    expect(await deliverPendingPushes(db, port, log, server.clock.now())).toBe(3);
    expect(sent.sort((a, b) => a.token.localeCompare(b.token))).toEqual([
      {
        token: 'en-phone',
        title: 'Friend request',
        body: `push_${kind}_1 wants to be your friend.`,
        link: `/arkadas/push_${kind}_1`,
      },
      expect.objectContaining({ token: 'tr-laptop', title: 'Arkadaşlık isteği' }),
      {
        token: 'tr-phone',
        title: 'Arkadaşlık isteği',
        body: `push_${kind}_3 seni arkadaş olarak eklemek istiyor.`,
        link: `/arkadas/push_${kind}_3`,
      },
    ]);
    // Handled: the next delivery has nothing; the stale token is gone.
    sent.length = 0;
    expect(await deliverPendingPushes(db, port, log, server.clock.now())).toBe(0);
    expect(sent).toEqual([]);
    const tokens = await db.query<{ device_id: string }>(
      'SELECT device_id FROM notification_devices WHERE user_id = $1',
      [tr.userId],
    );
    expect(tokens.map((t) => t.device_id)).toEqual(['tr-phone']);
  });

  it('a failing push is logged without tokens and never undoes its cause', async () => {
    const log = recordingLog();
    const throwing: PushPort = {
      name: 'firebase',
      send: async (messages) => {
        throw new Error(`provider down (${messages.length} messages)`);
      },
    };
    await friendRequest(silent, en);
    expect(await deliverPendingPushes(db, throwing, log, server.clock.now())).toBe(1);
    expect(log.lines).toEqual([
      {
        level: 'warn',
        fields: { notifications: 1, error: 'provider down (1 messages)' },
        message: expect.stringContaining('push failed'),
      },
    ]);
    expect(JSON.stringify(log.lines)).not.toContain('en-phone');
    // The request stands, and its notification is in the list.
    const requests = await en.client.call('/auth/api/Friend/GetFriendRequests');
    expect(JSON.stringify(requests.body.ReturnObject)).toContain(`push_${kind}_3`);
    const list = await en.client.call('/auth/api/Notification/GetList', {
      method: 'POST',
      json: {},
    });
    expect(list.body.ReturnObject.Notifications[0].Text).toContain(`push_${kind}_3`);
    // Tried once: a broken provider does not make the outbox grow.
    expect(await deliverPendingPushes(db, throwing, log, server.clock.now())).toBe(0);

    const partial: PushPort = {
      name: 'firebase',
      send: async () => ({ sent: 0, failed: 2, staleTokens: [] }),
    };
    await db.query('UPDATE notifications SET pushed_at = NULL WHERE user_id = $1', [en.userId]);
    await deliverPendingPushes(db, partial, log, server.clock.now());
    expect(log.lines.at(-1)).toEqual({
      level: 'warn',
      fields: { failed: 2, sent: 0 },
      message: 'some pushes failed',
    });
  });

  it('a token registered by another account moves to the account registering it', async () => {
    const register = (who: SignedInPlayer) =>
      who.client.call('/auth/api/UserNotificationDevice/GetNotifToken', {
        method: 'POST',
        json: { UserId: who.userId, DeviceId: 'shared-browser', DeviceName: 'web' },
      });
    expect((await register(tr)).status).toBe(200);
    expect((await register(silent)).status).toBe(200);
    const owners = await db.query<{ user_id: number }>(
      `SELECT user_id FROM notification_devices WHERE device_id = 'shared-browser'`,
    );
    expect(owners).toEqual([{ user_id: silent.userId }]);
  });
});
