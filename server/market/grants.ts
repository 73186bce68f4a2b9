/**
 * What a grant puts in the wallet. A coupon (or a paid order) names products; each product
 * stands for wallet items: its own `grants` (a coin pack: 1,000 `COIN`), or itself when it
 * is a wallet item with nothing to expand (`COIN`, `FANGOLD`). `CARD` needs a chosen
 * player, so nothing can grant it blindly.
 */
import type { ProductGrant } from '../../store/api/wallet';
import type { Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import type { Language } from '../http/language';
import { expiryOf, post } from '../wallet/ledger';

/** A grant as entered or stored: a product code and how many. */
export interface GrantInput {
  code: string;
  quantity: number;
}

/** A quantity of one wallet item, with what answers and messages need of its product. */
export interface WalletItem {
  code: string;
  productType: number;
  quantity: number;
  name: Record<Language, string>;
  /** Time-bound items (subscription, passes): days each one lasts. */
  durationDays: number | null;
}

interface ProductRow {
  code: string;
  product_type: number;
  name_tr: string;
  name_en: string;
  grants: { code: string; quantity: number }[];
  duration_days: number | null;
}

/** The product chosen for one card: never a wallet item by itself. */
export const CHOSEN_CARD = 'CARD';

async function productsByCode(q: Queryable, codes: string[]): Promise<Map<string, ProductRow>> {
  const rows = await q.query<ProductRow>(
    `SELECT code, product_type, name_tr, name_en, grants, duration_days
     FROM products WHERE code = ANY($1::text[])`,
    [codes],
  );
  return new Map(rows.map((r) => [r.code, r]));
}

/**
 * The wallet items `grants` stand for, the same item summed; refuses (couponGrantInvalid)
 * an unknown product or one that cannot go into the wallet.
 */
export async function walletItemsOf(q: Queryable, grants: GrantInput[]): Promise<WalletItem[]> {
  const named = await productsByCode(
    q,
    grants.map((g) => g.code),
  );
  const quantities = new Map<string, number>();
  for (const grant of grants) {
    const product = named.get(grant.code);
    if (!product || product.code === CHOSEN_CARD)
      throw new Failure(FAILURES.couponGrantInvalid, grant.code);
    const expanded =
      product.grants.length > 0 ? product.grants : [{ code: product.code, quantity: 1 }];
    for (const item of expanded) {
      quantities.set(item.code, (quantities.get(item.code) ?? 0) + item.quantity * grant.quantity);
    }
  }
  const items = await productsByCode(q, [...quantities.keys()]);
  return [...quantities].map(([code, quantity]) => {
    const item = items.get(code);
    if (!item) throw new Failure(FAILURES.couponGrantInvalid, code);
    return { ...itemOf(item), quantity };
  });
}

const itemOf = (product: ProductRow): Omit<WalletItem, 'quantity'> => ({
  code: product.code,
  productType: product.product_type,
  name: { 'tr-TR': product.name_tr, 'en-US': product.name_en },
  durationDays: product.duration_days,
});

/** The grants as entered, each with its product's type and names (not expanded). */
export async function namedGrants(q: Queryable, grants: GrantInput[]): Promise<WalletItem[]> {
  const named = await productsByCode(
    q,
    grants.map((g) => g.code),
  );
  return grants.flatMap((grant) => {
    const product = named.get(grant.code);
    return product ? [{ ...itemOf(product), quantity: grant.quantity }] : [];
  });
}

const DAY_MS = 86_400_000;

/**
 * Credits the items through the ledger, in the caller's transaction, one entry per item
 * keyed `<reference>:grant:<code>`, so the same cause never credits twice. A time-bound
 * item extends the user's current end (or starts now) by its days for each one.
 */
export async function creditItems(
  tx: Queryable,
  userId: number,
  items: WalletItem[],
  cause: { reason: string; reference: string; at: Date },
): Promise<void> {
  for (const item of items) {
    let expiresAt: Date | undefined;
    if (item.durationDays !== null) {
      const current = await expiryOf(tx, userId, item.code);
      const from = Math.max(current?.getTime() ?? 0, cause.at.getTime());
      expiresAt = new Date(from + item.durationDays * item.quantity * DAY_MS);
    }
    await post(tx, {
      userId,
      productCode: item.code,
      quantity: item.quantity,
      reason: cause.reason,
      reference: cause.reference,
      idempotencyKey: `${cause.reference}:grant:${item.code}`,
      at: cause.at,
      expiresAt,
    });
  }
}

/** A wallet item as the API answers it (api-spec ProductGrant). */
export const productGrantOf =
  (language: Language) =>
  (item: WalletItem): ProductGrant => ({
    ProductType: item.productType as ProductGrant['ProductType'],
    ProductCode: item.code,
    Name: item.name[language],
    Quantity: item.quantity,
  });

/** "500 Jeton, 1 Üçlü Kaptan" in the language's number format. */
export function itemsText(items: WalletItem[], language: Language): string {
  return items
    .map((item) => `${item.quantity.toLocaleString(language)} ${item.name[language]}`)
    .join(', ');
}
