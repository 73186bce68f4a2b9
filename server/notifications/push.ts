/**
 * The push port: notifications leave for the users' devices through Firebase Cloud
 * Messaging when `FIREBASE_SERVICE_ACCOUNT` is set (firebase-admin, imported only then), and
 * otherwise stay stored (the in-app list) and are logged at debug level.
 *
 * Delivery reads the notifications table as an outbox after their causes committed: a push
 * that fails or hangs is logged and never touches its cause's transaction. Each notification
 * gets one try (`pushed_at`), so a broken provider does not make the outbox grow forever.
 * Logs name users, kinds and counts, never a device token or a credential.
 */
import { readFileSync } from 'node:fs';
import type { Database } from '../db/database';
import type { Language } from '../http/language';
import {
  renderNotification,
  type NotificationKind,
  type NotificationParams,
} from './notifications';

export interface PushMessage {
  /** The device's token (never logged). */
  token: string;
  title: string;
  body: string;
  /** The client route the notification opens. */
  link: string;
}

export interface PushResult {
  sent: number;
  failed: number;
  /** Tokens the provider says are gone: their device rows are removed. */
  staleTokens: string[];
}

export interface PushPort {
  readonly name: 'firebase' | 'log';
  send(messages: PushMessage[]): Promise<PushResult>;
}

export interface PushLog {
  debug(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/** Stores only: the in-app list is the notification; a debug line says what was not pushed. */
export function logPushPort(log: PushLog): PushPort {
  return {
    name: 'log',
    async send(messages) {
      log.debug({ devices: messages.length }, 'push not configured: notifications stored only');
      return { sent: 0, failed: 0, staleTokens: [] };
    },
  };
}

/** The service account (JSON text, or the path of its file) from `FIREBASE_SERVICE_ACCOUNT`. */
export function firebaseServiceAccountOf(env: NodeJS.ProcessEnv): Record<string, string> | null {
  const value = env.FIREBASE_SERVICE_ACCOUNT?.trim();
  if (!value) return null;
  const json = value.startsWith('{') ? value : readFileSync(value, 'utf8');
  return JSON.parse(json) as Record<string, string>;
}

type Messaging = import('firebase-admin/messaging').Messaging;

/** FCM through firebase-admin, imported on the first push (a server without pushes never loads it). */
export function firebasePushPort(
  serviceAccount: Record<string, string>,
  load: () => Promise<Messaging> = () => loadMessaging(serviceAccount),
): PushPort {
  let messaging: Promise<Messaging> | undefined;
  return {
    name: 'firebase',
    async send(messages) {
      if (messages.length === 0) return { sent: 0, failed: 0, staleTokens: [] };
      messaging ??= load();
      const fcm = await messaging;
      const result: PushResult = { sent: 0, failed: 0, staleTokens: [] };
      // FCM takes at most 500 messages a call.
      for (let start = 0; start < messages.length; start += 500) {
        const chunk = messages.slice(start, start + 500);
        const answer = await fcm.sendEach(
          chunk.map((m) => ({
            token: m.token,
            notification: { title: m.title, body: m.body },
            webpush: { fcmOptions: { link: m.link } },
            data: { link: m.link },
          })),
        );
        result.sent += answer.successCount;
        result.failed += answer.failureCount;
        answer.responses.forEach((r, i) => {
          if (!r.success && r.error?.code === 'messaging/registration-token-not-registered') {
            result.staleTokens.push(chunk[i]!.token);
          }
        });
      }
      return result;
    },
  };
}

async function loadMessaging(serviceAccount: Record<string, string>): Promise<Messaging> {
  const { cert, initializeApp } = await import('firebase-admin/app');
  const { getMessaging } = await import('firebase-admin/messaging');
  return getMessaging(initializeApp({ credential: cert(serviceAccount) }, 'kadro-push'));
}

/** Firebase when configured, else the log port. */
export function pushPortFromEnv(env: NodeJS.ProcessEnv, log: PushLog): PushPort {
  const account = firebaseServiceAccountOf(env);
  return account ? firebasePushPort(account) : logPushPort(log);
}

/** The lock under which one server at a time delivers (`db.exclusive`). */
export const PUSH_JOB = 'notifications:push';
const BATCH = 200;

interface Pending {
  id: number;
  user_id: number;
  kind: NotificationKind;
  params: NotificationParams;
  link: string;
  language_code: Language;
}

/**
 * Pushes the notifications not yet pushed to their users' devices, a batch at a time,
 * until none is left; answers how many notifications it handled. A failing port is logged,
 * and the notifications are marked tried all the same.
 */
export async function deliverPendingPushes(
  db: Database,
  port: PushPort,
  log: PushLog,
  now: Date,
): Promise<number> {
  let handled = 0;
  for (;;) {
    const pending = await db.query<Pending>(
      `SELECT n.id, n.user_id, n.kind, n.params, n.link, u.language_code
       FROM notifications n JOIN users u ON u.id = n.user_id
       WHERE n.pushed_at IS NULL ORDER BY n.id LIMIT $1`,
      [BATCH],
    );
    if (pending.length === 0) return handled;
    const devices = await db.query<{ user_id: number; device_id: string }>(
      'SELECT user_id, device_id FROM notification_devices WHERE user_id = ANY($1::int[])',
      [[...new Set(pending.map((p) => p.user_id))]],
    );
    const messages = pending.flatMap((p) => {
      const { title, text } = renderNotification(p.language_code, p.kind, p.params);
      return devices
        .filter((d) => d.user_id === p.user_id)
        .map((d) => ({ token: d.device_id, title, body: text, link: p.link }));
    });
    try {
      const result = await port.send(messages);
      if (result.failed > 0) {
        log.warn({ failed: result.failed, sent: result.sent }, 'some pushes failed');
      }
      if (result.staleTokens.length > 0) {
        await db.query('DELETE FROM notification_devices WHERE device_id = ANY($1::text[])', [
          result.staleTokens,
        ]);
      }
    } catch (error) {
      // The message only: a provider's error may quote the request it refused.
      log.warn(
        {
          notifications: pending.length,
          error: error instanceof Error ? error.message : 'unknown',
        },
        'push failed; the notifications stay in the in-app list',
      );
    }
    await db.query('UPDATE notifications SET pushed_at = $2 WHERE id = ANY($1::int[])', [
      pending.map((p) => p.id),
      now,
    ]);
    handled += pending.length;
  }
}

export interface PushDelivery {
  stop(): void;
  /** Resolves when the delivery in progress (if any) is over. */
  idle(): Promise<void>;
}

/** Delivers every `intervalMs`; one server at a time when several share the database. */
export function startPushDelivery({
  db,
  port,
  log,
  now,
  intervalMs = 5_000,
}: {
  db: Database;
  port: PushPort;
  log: PushLog;
  now: () => Date;
  intervalMs?: number;
}): PushDelivery {
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    running = db
      .exclusive(PUSH_JOB, () => deliverPendingPushes(db, port, log, now()), { wait: false })
      .then(
        () => undefined,
        (error: unknown) =>
          log.warn({ error: error instanceof Error ? error.message : 'unknown' }, 'push delivery'),
      )
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer), idle: () => running };
}
