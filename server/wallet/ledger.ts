/**
 * The wallet ledger, the one door for every money-like change (coins, FanGold, boosters,
 * card packs, cards, passes, subscriptions): each change is an immutable entry written in
 * the same transaction as its cause, and `wallet_balances` keeps the running total in that
 * transaction. The database refuses a negative balance (CHECK) and a second entry with the
 * same idempotency key for a user (unique index), so a repeated cause writes nothing.
 * Call `post` inside the caller's transaction (`db.transaction(tx => ...)`): it writes two
 * rows that stand or fall together.
 */
import type { Queryable } from '../db/database';

export interface LedgerEntry {
  userId: number;
  productCode: string;
  /** Positive to grant, negative to spend; never 0. */
  quantity: number;
  /** What caused it: `teamBooster`, `boosterReturned`, `extraTeam`, `order`, `ad`... */
  reason: string;
  /** The thing bought or returned (`user_team:12`, `order:7`). */
  reference?: string;
  /**
   * Unique per user and cause, derived from the cause (`order:7:grant:COIN`,
   * `user_team:12:r3:booster`): posting the same key again is answered `duplicate`.
   */
  idempotencyKey: string;
  at: Date;
  /** Time-bound items: the end this entry extends the item to. */
  expiresAt?: Date;
}

/** `insufficient`: a spend beyond the balance; nothing was written. */
export type PostOutcome = 'posted' | 'duplicate' | 'insufficient';

/**
 * Writes one entry and moves the balance. A spend locks the balance row first, so
 * concurrent spends of one item queue and each sees the balance the previous one left; a
 * repeat of a key waits for the first to commit (unique index) and then writes nothing.
 */
export async function post(tx: Queryable, entry: LedgerEntry): Promise<PostOutcome> {
  if (!Number.isInteger(entry.quantity) || entry.quantity === 0) {
    throw new Error(`ledger quantity must be a non-zero integer: ${entry.quantity}`);
  }
  if (entry.quantity < 0) {
    const [held] = await tx.query<{ quantity: number }>(
      'SELECT quantity FROM wallet_balances WHERE user_id = $1 AND product_code = $2 FOR UPDATE',
      [entry.userId, entry.productCode],
    );
    if ((held?.quantity ?? 0) + entry.quantity < 0) {
      return (await isPosted(tx, entry.userId, entry.idempotencyKey))
        ? 'duplicate'
        : 'insufficient';
    }
  }
  const written = await tx.query(
    `INSERT INTO wallet_entries (user_id, product_code, quantity, reason, reference, created_at,
       idempotency_key, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id`,
    [
      entry.userId,
      entry.productCode,
      entry.quantity,
      entry.reason,
      entry.reference ?? null,
      entry.at,
      entry.idempotencyKey,
      entry.expiresAt ?? null,
    ],
  );
  if (written.length === 0) return 'duplicate';
  if (entry.quantity < 0) {
    // The row is locked and holds enough (above); the CHECK backs that.
    await tx.query(
      `UPDATE wallet_balances SET quantity = quantity + $3 WHERE user_id = $1 AND product_code = $2`,
      [entry.userId, entry.productCode, entry.quantity],
    );
  } else {
    await tx.query(
      `INSERT INTO wallet_balances (user_id, product_code, quantity, expires_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, product_code) DO UPDATE SET
         quantity = wallet_balances.quantity + EXCLUDED.quantity,
         expires_at = GREATEST(wallet_balances.expires_at, EXCLUDED.expires_at)`,
      [entry.userId, entry.productCode, entry.quantity, entry.expiresAt ?? null],
    );
  }
  return 'posted';
}

async function isPosted(q: Queryable, userId: number, idempotencyKey: string): Promise<boolean> {
  const rows = await q.query(
    'SELECT 1 FROM wallet_entries WHERE user_id = $1 AND idempotency_key = $2',
    [userId, idempotencyKey],
  );
  return rows.length > 0;
}

export async function balanceOf(
  q: Queryable,
  userId: number,
  productCode: string,
): Promise<number> {
  const [row] = await q.query<{ quantity: number }>(
    'SELECT quantity FROM wallet_balances WHERE user_id = $1 AND product_code = $2',
    [userId, productCode],
  );
  return row?.quantity ?? 0;
}

/** A time-bound item's end, or null when the user never held it. */
export async function expiryOf(
  q: Queryable,
  userId: number,
  productCode: string,
): Promise<Date | null> {
  const [row] = await q.query<{ expires_at: Date | null }>(
    'SELECT expires_at FROM wallet_balances WHERE user_id = $1 AND product_code = $2',
    [userId, productCode],
  );
  return row?.expires_at ?? null;
}

export interface LedgerDiscrepancy {
  userId: number;
  productCode: string;
  balance: number | null;
  entries: number | null;
}

/**
 * Every (user, item) whose balance row differs from the sum of its entries, whose latest
 * expiry differs from its entries' latest, or that is negative: empty when the ledger is
 * exact. Tests run it after every wallet test; an operator can run it on a live database.
 */
export async function ledgerDiscrepancies(q: Queryable): Promise<LedgerDiscrepancy[]> {
  return q.query<LedgerDiscrepancy>(
    `SELECT coalesce(b.user_id, e.user_id) AS "userId",
       coalesce(b.product_code, e.product_code) AS "productCode",
       b.quantity AS balance, e.total::int AS entries
     FROM wallet_balances b
     FULL JOIN (
       SELECT user_id, product_code, sum(quantity) AS total, max(expires_at) AS expires_at
       FROM wallet_entries GROUP BY user_id, product_code
     ) e ON e.user_id = b.user_id AND e.product_code = b.product_code
     WHERE b.quantity IS DISTINCT FROM e.total::int
       OR b.expires_at IS DISTINCT FROM e.expires_at
       OR b.quantity < 0
     ORDER BY 1, 2`,
  );
}
