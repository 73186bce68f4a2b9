/**
 * Half seasons: the free boosters and the boosters' purchase cap count per half season
 * (GAME_RULES "Boosters and products"). The half is the one of the round the game is at, the
 * first round not yet scored (the last round once all are): rounds 1-17 of 34 are the first
 * half. One season per installation, so the key is the competition and the half.
 */
import type { Queryable } from '../db/database';
import { post } from './ledger';

const COMPETITION = 'TR_SL';

/** `TR_SL:1` or `TR_SL:2`. */
export async function currentHalfSeason(q: Queryable): Promise<string> {
  const [row] = await q.query<{ half: number }>(
    `SELECT CASE WHEN coalesce(
         min(number) FILTER (WHERE state <> 'scored'), max(number), 1) <= ceil(count(*) / 2.0)
       OR count(*) = 0 THEN 1 ELSE 2 END AS half
     FROM rounds WHERE competition_code = $1`,
    [COMPETITION],
  );
  return `${COMPETITION}:${row!.half}`;
}

/**
 * Grants the user one of each booster product for the current half season, once: the
 * ledger's key per half and booster makes a repeat (or a concurrent first call) write
 * nothing. Called where boosters are read or spent, in that transaction.
 */
export async function grantFreeBoosters(tx: Queryable, userId: number, now: Date): Promise<void> {
  const half = await currentHalfSeason(tx);
  const missing = await tx.query<{ code: string }>(
    `SELECT p.code FROM products p
     WHERE p.product_type = 2
       AND NOT EXISTS (SELECT 1 FROM wallet_entries e
         WHERE e.user_id = $1 AND e.idempotency_key = 'freeBooster:' || $2 || ':' || p.code)
     ORDER BY p.code`,
    [userId, half],
  );
  for (const { code } of missing) {
    await post(tx, {
      userId,
      productCode: code,
      quantity: 1,
      reason: 'grant',
      reference: `halfSeason:${half}`,
      idempotencyKey: `freeBooster:${half}:${code}`,
      at: now,
    });
  }
}
