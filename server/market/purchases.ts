/**
 * `Wallet/ChipForPay`: buys one product with coins or FanGold. The order, the charge and the
 * grants are one transaction; the charge and each grant are ledger entries keyed by the
 * order, and the order is keyed by the caller's IdempotencyKey (unique per user across paid
 * calls), so a retry answers the first purchase and charges nothing more.
 */
import type { ChipForPayRequest } from '../../store/api/wallet';
import type { Database } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import { filledFailure } from '../userTeams/teamFailures';
import { currentHalfSeason } from '../wallet/halfSeason';
import { balanceOf, post } from '../wallet/ledger';
import { CHOSEN_CARD, creditItems, walletItemsOf } from './grants';
import { productById } from './products';

/** Buys the product; answers the order's id (the first purchase's on a retry). */
export async function chipForPay(
  db: Database,
  userId: number,
  request: ChipForPayRequest,
  now: Date,
): Promise<number> {
  const currency = request.PayWith ?? 'COIN';
  return db.transaction(async (tx) => {
    // One purchase of a user at a time: the half-season cap counts paid orders.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
    const product = await productById(tx, request.productId);
    if (!product) throw new Failure(FAILURES.productNotFound);
    const price = currency === 'COIN' ? product.price_coins : product.price_fangold;

    // The key first: a retry (also one that waited for the first to commit) answers it.
    const [earlier] = await tx.query<{ id: number; product_id: number; currency: string }>(
      'SELECT id, product_id, currency FROM orders WHERE user_id = $1 AND idempotency_key = $2',
      [userId, request.IdempotencyKey],
    );
    if (earlier) {
      if (earlier.product_id !== product.id || earlier.currency !== currency) {
        throw new Failure(FAILURES.paymentKeyReused);
      }
      return earlier.id;
    }

    if (!product.is_active) throw new Failure(FAILURES.productNotFound);
    if (price === null || product.code === CHOSEN_CARD) {
      throw new Failure(FAILURES.productNotForCurrency);
    }
    const half = product.max_per_half_season === null ? null : await currentHalfSeason(tx);
    if (half !== null) {
      const [bought] = await tx.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM orders
         WHERE user_id = $1 AND product_id = $2 AND half_season = $3 AND status = 'paid'`,
        [userId, product.id, half],
      );
      if (bought!.count >= product.max_per_half_season!) {
        throw filledFailure(FAILURES.purchaseCapReached, {
          max: product.max_per_half_season!,
          product: { 'tr-TR': product.name_tr, 'en-US': product.name_en },
        });
      }
    }

    const items = await walletItemsOf(tx, [{ code: product.code, quantity: 1 }]);
    const [order] = await tx.query<{ id: number }>(
      `INSERT INTO orders (user_id, product_id, quantity, currency, amount, status, channel,
         grants, half_season, idempotency_key, created_at, completed_at)
       VALUES ($1, $2, 1, $3, $4, 'paid', $5, $6, $7, $8, $9, $9) RETURNING id`,
      [
        userId,
        product.id,
        currency,
        price,
        request.channel ?? 'Web',
        JSON.stringify(items.map((i) => ({ code: i.code, quantity: i.quantity }))),
        half,
        request.IdempotencyKey,
        now,
      ],
    );
    const reference = `order:${order!.id}`;
    if (price > 0) {
      const paid = await post(tx, {
        userId,
        productCode: currency,
        quantity: -price,
        reason: 'order',
        reference,
        idempotencyKey: `${reference}:charge`,
        at: now,
      });
      if (paid === 'insufficient') {
        const [money] = await tx.query<{ name_tr: string; name_en: string }>(
          'SELECT name_tr, name_en FROM products WHERE code = $1',
          [currency],
        );
        throw filledFailure(FAILURES.walletShort, {
          price,
          currency: { 'tr-TR': money!.name_tr, 'en-US': money!.name_en },
          balance: await balanceOf(tx, userId, currency),
        });
      }
    }
    await creditItems(tx, userId, items, { reason: 'order', reference, at: now });
    return order!.id;
  });
}
