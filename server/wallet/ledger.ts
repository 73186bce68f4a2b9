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

/** What every entry of a `postMany` batch shares. */
export interface BatchCause {
  productCode: string;
  reason: string;
  reference?: string;
  at: Date;
  expiresAt?: Date;
}

/** One account's entry in a `postMany` batch. */
export interface BatchEntry {
  userId: number;
  /** Positive to grant, negative to spend; never 0. */
  quantity: number;
  idempotencyKey: string;
}

/**
 * Writes many accounts' entries of one item and cause in one statement (a round's prizes),
 * with every guarantee of `post`: each entry keeps its own key (a repeated one writes
 * nothing and is answered `duplicate`), each balance moves by what was written, a spend
 * beyond its balance writes nothing (`insufficient`) and the CHECK still backs it. One entry
 * per user: a user twice in a batch is refused before anything is written. The balance rows
 * a spend touches are locked first, in user order (as are the grants' upserts), so
 * concurrent batches and single posts queue instead of deadlocking.
 */
export async function postMany(
  tx: Queryable,
  cause: BatchCause,
  entries: readonly BatchEntry[],
): Promise<Map<number, PostOutcome>> {
  const outcomes = new Map<number, PostOutcome>();
  if (entries.length === 0) return outcomes;
  const users = new Set<number>();
  for (const e of entries) {
    if (!Number.isInteger(e.quantity) || e.quantity === 0) {
      throw new Error(`ledger quantity must be a non-zero integer: ${e.quantity}`);
    }
    if (users.has(e.userId)) throw new Error(`ledger batch: user ${e.userId} twice`);
    users.add(e.userId);
  }
  const sorted = [...entries].sort((a, b) => a.userId - b.userId);
  const spenders = sorted.filter((e) => e.quantity < 0).map((e) => e.userId);
  if (spenders.length > 0) {
    await tx.query(
      `SELECT 1 FROM wallet_balances WHERE user_id = ANY($1::int[]) AND product_code = $2
       ORDER BY user_id FOR UPDATE`,
      [spenders, cause.productCode],
    );
  }
  // One statement: the entries the balances allow, then the balances by what was written
  // (a data-modifying CTE sees the table as the statement began, so `duplicate` below means
  // a key written before this batch).
  const rows = await tx.query<{ user_id: number; outcome: PostOutcome }>(
    `WITH input AS (
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[]) AS t(user_id, quantity, idempotency_key)
     ),
     allowed AS (
       SELECT i.* FROM input i
       LEFT JOIN wallet_balances b ON b.user_id = i.user_id AND b.product_code = $4
       WHERE i.quantity > 0 OR coalesce(b.quantity, 0) + i.quantity >= 0
     ),
     written AS (
       INSERT INTO wallet_entries (user_id, product_code, quantity, reason, reference, created_at,
         idempotency_key, expires_at)
       SELECT user_id, $4, quantity, $5, $6, $7, idempotency_key, $8::timestamptz
       FROM allowed ORDER BY user_id
       ON CONFLICT (user_id, idempotency_key) DO NOTHING
       RETURNING user_id, quantity
     ),
     granted AS (
       INSERT INTO wallet_balances (user_id, product_code, quantity, expires_at)
       SELECT user_id, $4, quantity, $8::timestamptz FROM written WHERE quantity > 0
       ORDER BY user_id
       ON CONFLICT (user_id, product_code) DO UPDATE SET
         quantity = wallet_balances.quantity + EXCLUDED.quantity,
         expires_at = GREATEST(wallet_balances.expires_at, EXCLUDED.expires_at)
       RETURNING user_id
     ),
     -- A spend updates its locked row (an upsert would test the CHECK on the negative row
     -- it proposes to insert).
     spent AS (
       UPDATE wallet_balances b SET quantity = b.quantity + w.quantity
       FROM written w
       WHERE w.quantity < 0 AND b.user_id = w.user_id AND b.product_code = $4
       RETURNING b.user_id
     ),
     moved AS (SELECT user_id FROM granted UNION ALL SELECT user_id FROM spent)
     SELECT i.user_id,
       CASE WHEN m.user_id IS NOT NULL THEN 'posted'
         WHEN EXISTS (SELECT 1 FROM wallet_entries e
                      WHERE e.user_id = i.user_id AND e.idempotency_key = i.idempotency_key)
           THEN 'duplicate'
         ELSE 'insufficient' END AS outcome
     FROM input i LEFT JOIN moved m ON m.user_id = i.user_id`,
    [
      sorted.map((e) => e.userId),
      sorted.map((e) => e.quantity),
      sorted.map((e) => e.idempotencyKey),
      cause.productCode,
      cause.reason,
      cause.reference ?? null,
      cause.at,
      cause.expiresAt ?? null,
    ],
  );
  for (const r of rows) outcomes.set(r.user_id, r.outcome);
  return outcomes;
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
