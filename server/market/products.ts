/**
 * The catalogue: products as data (migration 0008 seeds the full catalogue). The market
 * lists what is active and priced, in the caller's language; the admin panel reads and
 * writes every product, both languages.
 */
import { recordAudit, type AdminAction } from '../admin/audit';
import type {
  AdminProduct,
  Product,
  ProductFields,
  UpsertProductRequest,
} from '../../store/api/wallet';
import type { Database, Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import type { Language } from '../http/language';
import type { GrantInput } from './grants';

export interface ProductRow {
  id: number;
  product_type: ProductFields['ProductType'];
  code: string;
  name_tr: string;
  name_en: string;
  description_tr: string;
  description_en: string;
  price_coins: number | null;
  price_fangold: number | null;
  price_kurus: number | null;
  grants: GrantInput[];
  duration_days: number | null;
  max_per_half_season: number | null;
  is_active: boolean;
  sort_order: number;
  updated_at: Date;
}

const COLUMNS = `id, product_type, code, name_tr, name_en, description_tr, description_en,
  price_coins, price_fangold, price_kurus, grants, duration_days, max_per_half_season,
  is_active, sort_order, updated_at`;

export async function productById(q: Queryable, id: number): Promise<ProductRow | null> {
  const [row] = await q.query<ProductRow>(`SELECT ${COLUMNS} FROM products WHERE id = $1`, [id]);
  return row ?? null;
}

/** Every product, in market order. */
async function allProducts(q: Queryable): Promise<ProductRow[]> {
  return q.query<ProductRow>(`SELECT ${COLUMNS} FROM products ORDER BY sort_order, id`);
}

function fieldsOf(
  row: ProductRow,
  all: Map<string, ProductRow>,
  language: Language,
): ProductFields {
  return {
    Id: row.id,
    ProductType: row.product_type,
    Code: row.code,
    PriceCoins: row.price_coins,
    PriceFanGold: row.price_fangold,
    PriceKurus: row.price_kurus,
    Grants: row.grants.map((g) => {
      const item = all.get(g.code)!;
      return {
        ProductType: item.product_type,
        ProductCode: g.code,
        Name: language === 'en-US' ? item.name_en : item.name_tr,
        Quantity: g.quantity,
      };
    }),
    DurationDays: row.duration_days,
    MaxPerHalfSeason: row.max_per_half_season,
  };
}

const byCode = (rows: ProductRow[]) => new Map(rows.map((r) => [r.code, r]));

/** `Market/GetProducts`: active products with a price, in the caller's language. */
export async function marketProducts(
  q: Queryable,
  language: Language,
  productType: number | undefined,
): Promise<Product[]> {
  const rows = await allProducts(q);
  const all = byCode(rows);
  return rows
    .filter(
      (r) =>
        r.is_active &&
        (r.price_coins !== null || r.price_fangold !== null || r.price_kurus !== null) &&
        (productType === undefined || r.product_type === productType),
    )
    .map((r) => ({
      ...fieldsOf(r, all, language),
      Name: language === 'en-US' ? r.name_en : r.name_tr,
      Description: language === 'en-US' ? r.description_en : r.description_tr,
    }));
}

function adminProductOf(row: ProductRow, all: Map<string, ProductRow>): AdminProduct {
  return {
    ...fieldsOf(row, all, 'en-US'),
    Name: { Tr: row.name_tr, En: row.name_en },
    Description: { Tr: row.description_tr, En: row.description_en },
    IsActive: row.is_active,
    SortOrder: row.sort_order,
    UpdatedAt: row.updated_at.toISOString(),
  };
}

/** `Admin/GetProducts`: every product, active or not. */
export async function adminProducts(q: Queryable): Promise<AdminProduct[]> {
  const rows = await allProducts(q);
  const all = byCode(rows);
  return rows.map((r) => adminProductOf(r, all));
}

/**
 * `Admin/UpsertProduct`: creates (no Id) or replaces a product. Each grant names an existing
 * product, or the product itself (a new wallet item grants itself).
 */
export async function upsertProduct(
  db: Database,
  request: UpsertProductRequest,
  now: Date,
  audit?: AdminAction,
): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const previous = async () => {
      if (!audit || request.Id === undefined) return null;
      const rows = await allProducts(tx);
      const found = rows.find((r) => r.id === request.Id);
      return found ? adminProductOf(found, byCode(rows)) : null;
    };
    const before = await previous();
    const [taken] = await tx.query<{ id: number }>('SELECT id FROM products WHERE code = $1', [
      request.Code,
    ]);
    if (taken && taken.id !== request.Id) throw new Failure(FAILURES.productCodeTaken);
    // Balances, orders and other products' grants refer to a product by its code.
    if (request.Id !== undefined && !taken) {
      const exists = await productById(tx, request.Id);
      if (exists) throw new Failure(FAILURES.productCodeTaken);
    }
    const grantCodes = request.Grants.map((g) => g.ProductCode).filter((c) => c !== request.Code);
    const known = await tx.query<{ code: string }>(
      'SELECT code FROM products WHERE code = ANY($1::text[])',
      [grantCodes],
    );
    const unknown = grantCodes.filter((c) => !known.some((k) => k.code === c));
    if (unknown.length > 0) throw new Failure(FAILURES.productGrantInvalid, unknown.join(', '));

    const fields = [
      request.ProductType,
      request.Code,
      request.Name.Tr,
      request.Name.En,
      request.Description.Tr,
      request.Description.En,
      request.PriceCoins,
      request.PriceFanGold,
      request.PriceKurus,
      JSON.stringify(request.Grants.map((g) => ({ code: g.ProductCode, quantity: g.Quantity }))),
      request.DurationDays ?? null,
      request.MaxPerHalfSeason ?? null,
      request.IsActive,
      request.SortOrder ?? 0,
      now,
    ];
    const [row] =
      request.Id === undefined
        ? await tx.query<{ id: number }>(
            `INSERT INTO products (product_type, code, name_tr, name_en, description_tr,
               description_en, price_coins, price_fangold, price_kurus, grants, duration_days,
               max_per_half_season, is_active, sort_order, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
             RETURNING id`,
            fields,
          )
        : await tx.query<{ id: number }>(
            `UPDATE products SET product_type = $1, code = $2, name_tr = $3, name_en = $4,
               description_tr = $5, description_en = $6, price_coins = $7, price_fangold = $8,
               price_kurus = $9, grants = $10, duration_days = $11, max_per_half_season = $12,
               is_active = $13, sort_order = $14, updated_at = $15
             WHERE id = $16 RETURNING id`,
            [...fields, request.Id],
          );
    if (!row) throw new Failure(FAILURES.notFound);
    const rows = await allProducts(tx);
    const after = adminProductOf(
      rows.find((r) => r.id === row.id)!,
      byCode(rows),
    );
    if (audit) await recordAudit(tx, audit, { type: 'product', id: row.id, before, after });
    return after;
  });
}
