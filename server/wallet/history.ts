/**
 * The caller's ledger read back: every movement (`Wallet/GetWalletHistory`, where spending
 * outside orders shows) and the credits that were not bought (`Wallet/GetAwardHistory`).
 * Names come from the products; a player card (`CARD_<player id>`) is named by its player.
 */
import type {
  AwardEntry,
  AwardSource,
  LedgerReason,
  WalletHistoryEntry,
} from '../../store/api/wallet';
import type { Queryable } from '../db/database';
import type { Language } from '../http/language';
import { pageOf, type SortingPaging } from '../http/paging';
import { text } from '../i18n/texts';

const AWARD_SOURCES: AwardSource[] = [
  'prize',
  'coupon',
  'ad',
  'achievement',
  'set',
  'grant',
  'admin',
];

const HISTORY_PAGE = {
  columns: { CreatedAt: 'e.created_at', Quantity: 'e.quantity', ProductCode: 'e.product_code' },
  fallback: { column: 'CreatedAt', order: 'desc' as const },
};

interface EntryRow {
  id: number;
  reason: LedgerReason;
  product_type: WalletHistoryEntry['ProductType'];
  product_code: string;
  name: string;
  quantity: number;
  reference: string | null;
  created_at: Date;
  total: number;
}

/** One page of the user's entries matching `where` (over `wallet_entries e`, from `$3`). */
async function entries(
  q: Queryable,
  userId: number,
  language: Language,
  paging: SortingPaging | undefined,
  where: string,
  params: unknown[],
): Promise<EntryRow[]> {
  const page = pageOf(paging, HISTORY_PAGE);
  return q.query<EntryRow>(
    `SELECT e.id, e.reason, coalesce(p.product_type, 3) AS product_type, e.product_code,
       coalesce(CASE WHEN $2 = 'en-US' THEN p.name_en ELSE p.name_tr END, pl.display_name,
         e.product_code) AS name,
       e.quantity, e.reference, e.created_at, count(*) OVER ()::int AS total
     FROM wallet_entries e
     LEFT JOIN products p ON p.code = e.product_code
     LEFT JOIN players pl ON e.product_code ~ '^CARD_[0-9]+$'
       AND pl.id::text = substring(e.product_code FROM 6)
     WHERE e.user_id = $1 AND ${where}
     ORDER BY ${page.orderBy}, e.id DESC
     LIMIT ${page.limit} OFFSET ${page.offset}`,
    [userId, language, ...params],
  );
}

/** `order:12` → 12; null for other references. */
function idIn(reference: string | null, kind: string): number | null {
  const match = reference === null ? null : new RegExp(`^${kind}:(\\d+)$`).exec(reference);
  return match ? Number(match[1]) : null;
}

function titleOf(row: EntryRow, language: Language): string {
  if (row.reason === 'grant' && row.reference?.startsWith('halfSeason:')) {
    return text(language, 'ledger.freeBooster');
  }
  return text(language, `ledger.${row.reason}`, { order: idIn(row.reference, 'order') ?? '' });
}

export async function walletHistory(
  q: Queryable,
  userId: number,
  language: Language,
  request: { SortingPaging?: SortingPaging; ProductCode?: string },
): Promise<{ rows: WalletHistoryEntry[]; total: number }> {
  const rows = await entries(
    q,
    userId,
    language,
    request.SortingPaging,
    '($3::text IS NULL OR e.product_code = $3)',
    [request.ProductCode ?? null],
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({
      Id: r.id,
      Reason: r.reason,
      ProductType: r.product_type,
      ProductCode: r.product_code,
      ProductName: r.name,
      Quantity: r.quantity,
      Title: titleOf(r, language),
      OrderId: r.reason === 'order' ? idIn(r.reference, 'order') : null,
      CreatedAt: r.created_at.toISOString(),
    })),
  };
}

export async function awardHistory(
  q: Queryable,
  userId: number,
  language: Language,
  request: { SortingPaging?: SortingPaging; Source?: AwardSource },
): Promise<{ rows: AwardEntry[]; total: number }> {
  const rows = await entries(
    q,
    userId,
    language,
    request.SortingPaging,
    'e.quantity > 0 AND e.reason = ANY($3::text[])',
    [request.Source ? [request.Source] : AWARD_SOURCES],
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => ({
      Id: r.id,
      Source: r.reason as AwardSource,
      ProductType: r.product_type,
      ProductCode: r.product_code,
      ProductName: r.name,
      Quantity: r.quantity,
      Title: titleOf(r, language),
      ContestId: r.reason === 'prize' ? idIn(r.reference, 'contest') : null,
      CreatedAt: r.created_at.toISOString(),
    })),
  };
}
