/**
 * The wallet ledger: every balance change is an immutable entry written in the same
 * transaction as its cause, and `wallet_balances` keeps the running total, never below
 * zero. Call these inside the caller's transaction (`db.transaction(tx => ...)`).
 */
import type { Queryable } from '../db/database';

export interface LedgerEntry {
  userId: number;
  productCode: string;
  /** Positive to grant, negative to spend. */
  quantity: number;
  /** What caused it: `teamBooster`, `boosterReturned`, `extraTeam`, `seasonGrant`... */
  reason: string;
  /** The thing bought or returned (`user_team:12`). */
  reference?: string;
  at: Date;
}

/**
 * Writes one entry and moves the balance. A spend beyond the balance writes nothing and
 * answers false (the row lock of the balance makes concurrent spends queue).
 */
export async function post(tx: Queryable, entry: LedgerEntry): Promise<boolean> {
  if (entry.quantity === 0) return true;
  const moved =
    entry.quantity > 0
      ? await tx.query(
          `INSERT INTO wallet_balances (user_id, product_code, quantity) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, product_code)
           DO UPDATE SET quantity = wallet_balances.quantity + EXCLUDED.quantity
           RETURNING quantity`,
          [entry.userId, entry.productCode, entry.quantity],
        )
      : await tx.query(
          `UPDATE wallet_balances SET quantity = quantity + $3
           WHERE user_id = $1 AND product_code = $2 AND quantity + $3 >= 0
           RETURNING quantity`,
          [entry.userId, entry.productCode, entry.quantity],
        );
  if (moved.length === 0) return false;
  await tx.query(
    `INSERT INTO wallet_entries (user_id, product_code, quantity, reason, reference, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      entry.userId,
      entry.productCode,
      entry.quantity,
      entry.reason,
      entry.reference ?? null,
      entry.at,
    ],
  );
  return true;
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
