/**
 * Coupons: a code that grants products, once per user, within a global use limit and an
 * expiry (game clock). A redemption locks its coupon row, so concurrent redemptions of one
 * coupon queue and each sees the uses the previous ones took; the database backs both
 * limits (the redemption's primary key, the use count's CHECK). What it grants is credited
 * through the ledger in the same transaction.
 */
import { recordAudit, type AdminAction } from '../admin/audit';
import type { Database, Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import { pageOf, type SortingPaging } from '../http/paging';
import { creditItems, walletItemsOf, type GrantInput, type WalletItem } from './grants';

export interface CouponRow {
  id: number;
  code: string;
  is_special: boolean;
  grants: GrantInput[];
  max_uses: number;
  used_count: number;
  expires_at: Date;
  is_active: boolean;
  note: string | null;
  created_at: Date;
}

/** What the redemption form sends, trimmed of white space around it, in upper case. */
export function normalizedCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Redeems `code` for the user: the wallet items it credited. Failures, in order: no
 * active coupon with the code, already redeemed by this user, expired, used up.
 */
export async function redeemCoupon(
  db: Database,
  redemption: { userId: number; code: string; formSpecial: boolean; at: Date },
): Promise<WalletItem[]> {
  const { userId, at } = redemption;
  return db.transaction(async (tx) => {
    const [coupon] = await tx.query<CouponRow>(
      `SELECT * FROM coupons WHERE code = $1 AND is_active FOR UPDATE`,
      [normalizedCode(redemption.code)],
    );
    if (!coupon) throw new Failure(FAILURES.couponUnknown);
    const used = await tx.query(
      'SELECT 1 FROM coupon_redemptions WHERE coupon_id = $1 AND user_id = $2',
      [coupon.id, userId],
    );
    if (used.length > 0) throw new Failure(FAILURES.couponAlreadyUsed);
    if (coupon.expires_at.getTime() <= at.getTime()) throw new Failure(FAILURES.couponExpired);
    if (coupon.used_count >= coupon.max_uses) throw new Failure(FAILURES.couponUsedUp);

    const items = await walletItemsOf(tx, coupon.grants);
    await tx.query(
      `INSERT INTO coupon_redemptions (coupon_id, user_id, grants, form_special, redeemed_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [coupon.id, userId, JSON.stringify(items), redemption.formSpecial, at],
    );
    await tx.query('UPDATE coupons SET used_count = used_count + 1 WHERE id = $1', [coupon.id]);
    await creditItems(tx, userId, items, {
      reason: 'coupon',
      reference: `coupon:${coupon.id}`,
      at,
    });
    return items;
  });
}

// ---------------------------------------------------------------- the admin panel

export interface CouponFields {
  isSpecial?: boolean;
  grants?: GrantInput[];
  maxUses?: number;
  expiresAt?: Date;
  isActive?: boolean;
  note?: string | null;
}

/** A coupon as the audit keeps it. */
const audited = (row: CouponRow) => ({
  Code: row.code,
  IsSpecial: row.is_special,
  Grants: row.grants,
  MaxUses: row.max_uses,
  UsedCount: row.used_count,
  ExpiresAt: new Date(row.expires_at).toISOString(),
  IsActive: row.is_active,
  Note: row.note,
});

/** Every grant must name a product that can go into the wallet (not `CARD`). */
async function checkGrants(q: Queryable, grants: GrantInput[] | undefined) {
  if (grants) await walletItemsOf(q, grants);
}

export async function insertCoupon(
  db: Database,
  coupon: CouponFields & { code: string; grants: GrantInput[]; maxUses: number; expiresAt: Date },
  at: Date,
  audit?: AdminAction,
): Promise<CouponRow> {
  await checkGrants(db, coupon.grants);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<CouponRow>(
      `INSERT INTO coupons (code, is_special, grants, max_uses, expires_at, is_active, note, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (code) DO NOTHING RETURNING *`,
      [
        coupon.code,
        coupon.isSpecial ?? false,
        JSON.stringify(coupon.grants),
        coupon.maxUses,
        coupon.expiresAt,
        coupon.isActive ?? true,
        coupon.note ?? null,
        at,
      ],
    );
    if (!row) throw new Failure(FAILURES.couponCodeTaken);
    if (audit) {
      await recordAudit(tx, audit, {
        type: 'coupon',
        id: row.id,
        before: null,
        after: audited(row),
      });
    }
    return row;
  });
}

/** Changes the given fields; the use limit never goes below the uses taken (row lock). */
export async function updateCoupon(
  db: Database,
  id: number,
  fields: CouponFields,
  audit?: AdminAction,
): Promise<CouponRow> {
  await checkGrants(db, fields.grants);
  return db.transaction(async (tx) => {
    const [current] = await tx.query<CouponRow>('SELECT * FROM coupons WHERE id = $1 FOR UPDATE', [
      id,
    ]);
    if (!current) throw new Failure(FAILURES.notFound);
    if (fields.maxUses !== undefined && fields.maxUses < current.used_count)
      throw new Failure(FAILURES.couponMaxUsesBelowUsed);
    const [row] = await tx.query<CouponRow>(
      `UPDATE coupons SET is_special = $2, grants = $3, max_uses = $4, expires_at = $5,
         is_active = $6, note = $7
       WHERE id = $1 RETURNING *`,
      [
        id,
        fields.isSpecial ?? current.is_special,
        JSON.stringify(fields.grants ?? current.grants),
        fields.maxUses ?? current.max_uses,
        fields.expiresAt ?? current.expires_at,
        fields.isActive ?? current.is_active,
        fields.note === undefined ? current.note : fields.note,
      ],
    );
    if (audit) {
      await recordAudit(tx, audit, {
        type: 'coupon',
        id,
        before: audited(current),
        after: audited(row!),
      });
    }
    return row!;
  });
}

export interface CouponFilter {
  search?: string;
  isActive?: boolean;
  isSpecial?: boolean;
  paging?: SortingPaging;
}

const COUPON_PAGE = {
  columns: {
    Code: 'code',
    CreatedAt: 'created_at',
    ExpiresAt: 'expires_at',
    UsedCount: 'used_count',
    MaxUses: 'max_uses',
  },
  fallback: { column: 'CreatedAt', order: 'desc' as const },
};

/** One page of coupons, newest first unless sorted otherwise, and how many match. */
export async function listCoupons(
  db: Database,
  filter: CouponFilter,
): Promise<{ rows: CouponRow[]; total: number }> {
  const page = pageOf(filter.paging, COUPON_PAGE);
  const where = `($1::text IS NULL OR strpos(code, upper($1)) > 0)
    AND ($2::boolean IS NULL OR is_active = $2) AND ($3::boolean IS NULL OR is_special = $3)`;
  const params = [filter.search ?? null, filter.isActive ?? null, filter.isSpecial ?? null];
  const rows = await db.query<CouponRow>(
    `SELECT * FROM coupons WHERE ${where} ORDER BY ${page.orderBy}, id DESC
     LIMIT ${page.limit} OFFSET ${page.offset}`,
    params,
  );
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM coupons WHERE ${where}`,
    params,
  );
  return { rows, total: count!.n };
}
