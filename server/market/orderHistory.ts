/** `Order/GetOrderHistory`: the caller's orders, newest first, paged. */
import type { Order, OrderHistoryRequest } from '../../store/api/wallet';
import type { Queryable } from '../db/database';
import type { Language } from '../http/language';
import { pageOf } from '../http/paging';
import { ORDER_COLUMNS, orderOf, type OrderRow } from './purchaseViews';

const ORDER_PAGE = {
  columns: { CreatedAt: 'o.created_at', Amount: 'o.amount', Status: 'o.status' },
  fallback: { column: 'CreatedAt', order: 'desc' as const },
};

export async function orderHistory(
  q: Queryable,
  userId: number,
  language: Language,
  request: OrderHistoryRequest,
): Promise<{ rows: Order[]; total: number }> {
  const page = pageOf(request.SortingPaging, ORDER_PAGE);
  const rows = await q.query<OrderRow & { total: number }>(
    `SELECT ${ORDER_COLUMNS}, count(*) OVER ()::int AS total
     FROM orders o JOIN products p ON p.id = o.product_id
     WHERE o.user_id = $1 AND ($3::text IS NULL OR o.status = $3)
     ORDER BY ${page.orderBy}, o.id DESC
     LIMIT ${page.limit} OFFSET ${page.offset}`,
    [userId, language, request.Status ?? null],
  );
  return { rows: rows.map(orderOf), total: rows[0]?.total ?? 0 };
}
