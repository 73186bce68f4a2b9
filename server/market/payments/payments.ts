/**
 * Money payments (TRY): `startPayment` makes a pending order and its payment row;
 * `settlePayment` applies the provider's verified callback. The first callback decides:
 * the payment row is locked while it is applied, so repeated or concurrent callbacks queue
 * and each later one finds the decision made; a success credits the order's grants through
 * the ledger (keyed by the order), once.
 */
import type { Database } from '../../db/database';
import { FAILURES, Failure } from '../../http/failures';
import { notifyOrderPaid } from '../../notifications/triggers';
import { creditItems, walletItemsOf, type GrantInput, type WalletItem } from '../grants';
import type { PaymentOutcome, ProviderName } from './provider';

/** How long a started payment may be completed (game clock). */
export const PAYMENT_TTL_MS = 30 * 60 * 1000;

export interface PaymentRow {
  order_id: number;
  user_id: number;
  product_id: number;
  amount: number;
  status: string;
  provider: ProviderName;
  expires_at: Date;
}

const PAYMENT_SELECT = `SELECT p.order_id, o.user_id, o.product_id, o.amount, o.status, p.provider,
  p.expires_at FROM payments p JOIN orders o ON o.id = p.order_id`;

/**
 * A pending order for a product with a TRY price, or the order the same idempotency key
 * made before (the same product; another product is refused).
 */
export async function startPayment(
  db: Database,
  start: {
    userId: number;
    productId: number;
    idempotencyKey: string;
    provider: ProviderName;
    at: Date;
  },
): Promise<PaymentRow> {
  const { userId, productId, idempotencyKey, at } = start;
  return db.transaction(async (tx) => {
    const [product] = await tx.query<{ price_kurus: number | null; grants: GrantInput[] }>(
      'SELECT price_kurus, grants FROM products WHERE id = $1 AND is_active',
      [productId],
    );
    if (!product) throw new Failure(FAILURES.notFound);
    if (product.price_kurus === null) throw new Failure(FAILURES.paymentNotForMoney);
    const [order] = await tx.query<{ id: number }>(
      `INSERT INTO orders (user_id, product_id, quantity, currency, amount, status, channel,
         grants, idempotency_key, created_at)
       VALUES ($1, $2, 1, 'TRY', $3, 'pending', 'Web', $4, $5, $6)
       ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id`,
      [userId, productId, product.price_kurus, JSON.stringify(product.grants), idempotencyKey, at],
    );
    if (order) {
      await tx.query('INSERT INTO payments (order_id, provider, expires_at) VALUES ($1, $2, $3)', [
        order.id,
        start.provider,
        new Date(at.getTime() + PAYMENT_TTL_MS),
      ]);
    }
    const [payment] = await tx.query<PaymentRow>(
      `${PAYMENT_SELECT} WHERE o.user_id = $1 AND o.idempotency_key = $2`,
      [userId, idempotencyKey],
    );
    // The key made another kind of order (a coin purchase) or a payment for another product.
    if (!payment || payment.product_id !== productId) throw new Failure(FAILURES.paymentKeyReused);
    return payment;
  });
}

/** The payment of an order, for the checkout page and the callback's signature check. */
export async function paymentOf(db: Database, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db.query<PaymentRow>(`${PAYMENT_SELECT} WHERE p.order_id = $1`, [orderId]);
  return row ?? null;
}

/** What the callback (or an earlier one) decided. */
export type Settlement = 'paid' | 'declined' | 'expired';

/** Applies a verified callback to a pending order; a decided order keeps its decision. */
export async function settlePayment(
  db: Database,
  callback: { orderId: number; outcome: PaymentOutcome; reference: string },
  at: Date,
): Promise<{ settlement: Settlement; items: WalletItem[] }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.query<{ outcome: string | null; expires_at: Date }>(
      'SELECT outcome, expires_at FROM payments WHERE order_id = $1 FOR UPDATE',
      [callback.orderId],
    );
    if (!locked) throw new Failure(FAILURES.paymentOrderNotFound);
    let outcome = locked.outcome;
    if (outcome === null) {
      outcome = at.getTime() >= locked.expires_at.getTime() ? 'expired' : callback.outcome;
      await tx.query(
        `UPDATE payments SET outcome = $2, provider_reference = $3, decided_at = $4
         WHERE order_id = $1`,
        [callback.orderId, outcome, callback.reference, at],
      );
      const status =
        outcome === 'success' ? 'paid' : outcome === 'expired' ? 'cancelled' : 'failed';
      await tx.query('UPDATE orders SET status = $2, completed_at = $3 WHERE id = $1', [
        callback.orderId,
        status,
        at,
      ]);
    }
    const [order] = await tx.query<{ user_id: number; grants: GrantInput[] }>(
      'SELECT user_id, grants FROM orders WHERE id = $1',
      [callback.orderId],
    );
    const items = await walletItemsOf(tx, order!.grants);
    if (outcome === 'success' && locked.outcome === null) {
      await creditItems(tx, order!.user_id, items, {
        reason: 'order',
        reference: `order:${callback.orderId}`,
        at,
      });
      await notifyOrderPaid(tx, { orderId: callback.orderId, userId: order!.user_id, items, at });
    }
    const settlement: Settlement =
      outcome === 'success' ? 'paid' : outcome === 'expired' ? 'expired' : 'declined';
    return { settlement, items };
  });
}
