/**
 * A purchase's answer (api-spec PurchaseResult): the order and the caller's wallet after it.
 */
import type { Order, PurchaseResult, WalletEntry } from '../../store/api/wallet';
import type { Queryable } from '../db/database';
import type { Language } from '../http/language';

/**
 * The wallet's entries: coins first and FanGold second (0 when empty), then what is held;
 * a time-bound item once, Quantity 1 until its end, and not at all once lapsed.
 */
export async function walletView(
  q: Queryable,
  userId: number,
  language: Language,
  now: Date,
): Promise<WalletEntry[]> {
  const rows = await q.query<{
    product_type: WalletEntry['ProductType'];
    code: string;
    name: string;
    quantity: number;
    expires_at: Date | null;
  }>(
    `SELECT p.product_type, p.code, CASE WHEN $2 = 'en-US' THEN p.name_en ELSE p.name_tr END AS name,
       CASE WHEN p.duration_days IS NULL THEN coalesce(b.quantity, 0) ELSE 1 END AS quantity,
       b.expires_at
     FROM products p
     LEFT JOIN wallet_balances b ON b.user_id = $1 AND b.product_code = p.code
     WHERE p.code IN ('COIN', 'FANGOLD')
       OR (b.quantity > 0 AND (p.duration_days IS NULL OR b.expires_at > $3))
     ORDER BY p.code = 'COIN' DESC, p.code = 'FANGOLD' DESC, p.product_type, p.sort_order, p.code`,
    [userId, language, now],
  );
  return rows.map((r) => ({
    ProductType: r.product_type,
    ProductCode: r.code,
    Name: r.name,
    Quantity: r.quantity,
    ExpiresAt: r.expires_at?.toISOString() ?? null,
  }));
}

export interface OrderRow {
  id: number;
  product_id: number;
  code: string;
  product_type: Order['ProductType'];
  name: string;
  player_id: number | null;
  quantity: number;
  currency: Order['Currency'];
  amount: number;
  status: Order['Status'];
  channel: Order['Channel'];
  grants: Order['Grants'];
  created_at: Date;
  completed_at: Date | null;
}

/** The columns of an `OrderRow`, texts in the language `$2`, from `orders o` and `products p`. */
export const ORDER_COLUMNS = `o.id, o.product_id, p.code, p.product_type,
  CASE WHEN $2 = 'en-US' THEN p.name_en ELSE p.name_tr END AS name, o.player_id,
  o.quantity, o.currency, o.amount, o.status, o.channel, o.created_at, o.completed_at,
  ${orderGrants()} AS grants`;

export function orderOf(r: OrderRow): Order {
  return {
    Id: r.id,
    ProductId: r.product_id,
    ProductCode: r.code,
    ProductType: r.product_type,
    ProductName: r.name,
    PlayerId: r.player_id,
    Quantity: r.quantity,
    Currency: r.currency,
    Amount: r.amount,
    Status: r.status,
    Channel: r.channel,
    Grants: r.grants,
    CreatedAt: r.created_at.toISOString(),
    CompletedAt: r.completed_at?.toISOString() ?? null,
  };
}

export async function orderView(q: Queryable, orderId: number, language: Language): Promise<Order> {
  const [row] = await q.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders o JOIN products p ON p.id = o.product_id WHERE o.id = $1`,
    [orderId, language],
  );
  return orderOf(row!);
}

/** An order's `grants` ([{code, quantity}], fixed when it was made) as ProductGrants. */
function orderGrants(): string {
  return `coalesce((
    SELECT jsonb_agg(jsonb_build_object('ProductType', g.product_type, 'ProductCode', g.code,
      'Name', CASE WHEN $2 = 'en-US' THEN g.name_en ELSE g.name_tr END,
      'Quantity', (x.item ->> 'quantity')::int) ORDER BY x.n)
    FROM jsonb_array_elements(o.grants) WITH ORDINALITY AS x (item, n)
    JOIN products g ON g.code = x.item ->> 'code'), '[]'::jsonb)`;
}

/** A purchase's answer: the order and the wallet now. */
export async function purchaseResult(
  q: Queryable,
  orderId: number,
  userId: number,
  language: Language,
  now: Date,
): Promise<PurchaseResult> {
  return {
    Order: await orderView(q, orderId, language),
    Wallet: await walletView(q, userId, language, now),
  };
}
