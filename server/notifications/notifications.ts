/**
 * The in-app notification list. A cause writes its notification with `notify` in its own
 * transaction, so the two commit or roll back together; a notification is pushed to the
 * user's devices afterwards (`push.ts`, reading the rows not yet pushed), so a push can
 * never break its cause. Texts are rendered when read, in the reader's language.
 */
import type { Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import type { Language } from '../http/language';
import { LANGUAGES } from '../http/language';
import { text, type MessageKey, type TextValues } from '../i18n/texts';

export const NOTIFICATION_KINDS = [
  'deadline24h',
  'deadline1h',
  'roundScored',
  'friendRequest',
  'leagueInvite',
  'prizePaid',
  'orderPaid',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A value of a notification's text: the same in every language, or one per language. */
export type ParamValue = string | number | Record<Language, string>;
export type NotificationParams = Record<string, ParamValue>;

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  params: NotificationParams;
  /** The client route it opens. */
  link: string;
  /** Unique per user: the same cause again adds nothing. */
  cause: string;
  at: Date;
}

/** Client routes the notifications open (spec section 2 and the leagues' routes). */
export const LINKS = {
  myTeams: '/takim/takimim',
  proLeague: '/lig/pro-ligi',
  friendLeagues: '/lig/arkadas-ligleri',
  /** The market's order and award history. */
  marketHistory: '/market/gecmis',
  friend: (userName: string) => `/arkadas/${encodeURIComponent(userName)}`,
} as const;

/** Adds a notification in the caller's transaction; false when its cause was already there. */
export async function notify(q: Queryable, n: NewNotification): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO notifications (user_id, kind, params, link, cause, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id, cause) DO NOTHING RETURNING 1`,
    [n.userId, n.kind, JSON.stringify(n.params), n.link, n.cause, n.at],
  );
  return rows.length > 0;
}

/** The title and text of a kind, with their values, in `language`. */
export function renderNotification(
  language: Language,
  kind: NotificationKind,
  params: NotificationParams,
): { title: string; text: string } {
  const values: TextValues = {};
  for (const [name, value] of Object.entries(params)) {
    values[name] =
      typeof value === 'object'
        ? value[language]
        : typeof value === 'number'
          ? value.toLocaleString(language)
          : value;
  }
  // The deadline kinds have a text per reason (no team, injured starters).
  const textKey =
    kind === 'deadline24h' || kind === 'deadline1h'
      ? (`notification.${kind}.${params.reason === 'injured' ? 'injured' : 'noTeam'}` as MessageKey)
      : (`notification.${kind}.text` as MessageKey);
  return {
    title: text(language, `notification.${kind}.title` as MessageKey, values),
    text: text(language, textKey, values),
  };
}

interface NotificationRow {
  id: number;
  kind: NotificationKind;
  params: NotificationParams;
  link: string;
  created_at: Date;
  read_at: Date | null;
}

export interface NotificationView {
  Id: number;
  Kind: NotificationKind;
  Title: string;
  Text: string;
  Link: string;
  CreatedAt: string;
  IsRead: boolean;
}

export function viewOf(row: NotificationRow, language: Language): NotificationView {
  const { title, text: body } = renderNotification(language, row.kind, row.params);
  return {
    Id: row.id,
    Kind: row.kind,
    Title: title,
    Text: body,
    Link: row.link,
    CreatedAt: row.created_at.toISOString(),
    IsRead: row.read_at !== null,
  };
}

async function unreadCount(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return row!.n;
}

/** One page of the user's notifications, newest first, with his total and unread counts. */
export async function listNotifications(
  q: Queryable,
  userId: number,
  page: { limit: number; offset: number },
  language: Language,
): Promise<{ notifications: NotificationView[]; total: number; unread: number }> {
  const rows = await q.query<NotificationRow>(
    `SELECT id, kind, params, link, created_at, read_at FROM notifications
     WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [userId, page.limit, page.offset],
  );
  const [counts] = await q.query<{ total: number; unread: number }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
     FROM notifications WHERE user_id = $1`,
    [userId],
  );
  return {
    notifications: rows.map((row) => viewOf(row, language)),
    total: counts!.total,
    unread: counts!.unread,
  };
}

/** Marks one of the user's notifications read (`id`), or all of them; answers the unread left. */
export async function markRead(
  q: Queryable,
  userId: number,
  id: number | undefined,
  at: Date,
): Promise<number> {
  if (id === undefined) {
    await q.query('UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL', [
      userId,
      at,
    ]);
  } else {
    const found = await q.query(
      `UPDATE notifications SET read_at = COALESCE(read_at, $3)
       WHERE id = $1 AND user_id = $2 RETURNING 1`,
      [id, userId, at],
    );
    if (found.length === 0) throw new Failure(FAILURES.notificationNotFound);
  }
  return unreadCount(q, userId);
}

/** Every language's text of a value, e.g. a product's names: `{ 'tr-TR': …, 'en-US': … }`. */
export function inEveryLanguage(of: (language: Language) => string): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((l) => [l, of(l)])) as Record<Language, string>;
}
