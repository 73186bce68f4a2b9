/**
 * Rewarded ads: at most `dailyLimit` credited watches a day per user (Europe/Istanbul day of
 * the game clock), `coinsPerWatch` coins each; both numbers are data (`app_settings.ads`).
 * The count moves by a conditional increment of the day's row (`ad_watch_days`), which
 * queues concurrent watches on the row lock, and the coins are a ledger entry keyed by the
 * day and the watch's number, in the same transaction.
 */
import type { AdWatchResult, AdWatchStatus } from '../../store/api/wallet';
import type { Database, Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import type { Language } from '../http/language';
import type { AdNetwork } from './adNetwork';
import { balanceOf, post } from './ledger';

interface AdSettings {
  dailyLimit: number;
  coinsPerWatch: number;
}

const HOUR = 3600_000;
// Turkey keeps UTC+3 all year (no daylight saving since 2016).
const ISTANBUL_OFFSET = 3 * HOUR;

/** The Istanbul day of `now` (`2026-01-10`) and when the next one starts. */
export function istanbulDay(now: Date): { day: string; resetsAt: Date } {
  const local = new Date(now.getTime() + ISTANBUL_OFFSET);
  const day = local.toISOString().slice(0, 10);
  const resetsAt = new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR - ISTANBUL_OFFSET);
  return { day, resetsAt };
}

async function settingsOf(q: Queryable): Promise<AdSettings> {
  const [row] = await q.query<{ value: AdSettings }>(
    "SELECT value FROM app_settings WHERE key = 'ads'",
  );
  return row!.value;
}

function statusOf(
  settings: AdSettings,
  watched: number,
  resetsAt: Date,
  ads: AdNetwork,
  language: Language,
): AdWatchStatus {
  const remaining = Math.max(0, settings.dailyLimit - watched);
  return {
    WatchedToday: watched,
    DailyLimit: settings.dailyLimit,
    Remaining: remaining,
    CoinsPerWatch: settings.coinsPerWatch,
    ResetsAt: resetsAt.toISOString(),
    Ad: remaining > 0 ? ads.next(language) : null,
  };
}

/** `Wallet/AdWatchCheckCount`. */
export async function adWatchStatus(
  q: Queryable,
  userId: number,
  ads: AdNetwork,
  language: Language,
  now: Date,
): Promise<AdWatchStatus> {
  const { day, resetsAt } = istanbulDay(now);
  const [row] = await q.query<{ watched: number }>(
    'SELECT watched FROM ad_watch_days WHERE user_id = $1 AND day = $2',
    [userId, day],
  );
  return statusOf(await settingsOf(q), row?.watched ?? 0, resetsAt, ads, language);
}

/** `Wallet/WatchForEarn`: credits one watch, or refuses (adDailyLimit) past the limit. */
export async function watchForEarn(
  db: Database,
  userId: number,
  ads: AdNetwork,
  language: Language,
  now: Date,
): Promise<AdWatchResult> {
  const { day, resetsAt } = istanbulDay(now);
  return db.transaction(async (tx) => {
    const settings = await settingsOf(tx);
    const [counted] =
      settings.dailyLimit < 1
        ? []
        : await tx.query<{ watched: number }>(
            `INSERT INTO ad_watch_days (user_id, day, watched) VALUES ($1, $2, 1)
             ON CONFLICT (user_id, day) DO UPDATE SET watched = ad_watch_days.watched + 1
             WHERE ad_watch_days.watched < $3
             RETURNING watched`,
            [userId, day, settings.dailyLimit],
          );
    if (!counted) throw new Failure(FAILURES.adDailyLimit);
    await post(tx, {
      userId,
      productCode: 'COIN',
      quantity: settings.coinsPerWatch,
      reason: 'ad',
      reference: `ad:${day}`,
      idempotencyKey: `ad:${day}:${counted.watched}`,
      at: now,
    });
    return {
      ...statusOf(settings, counted.watched, resetsAt, ads, language),
      CoinsEarned: settings.coinsPerWatch,
      CoinBalance: await balanceOf(tx, userId, 'COIN'),
    };
  });
}
