/**
 * `Payzee/BuyWithCouponCode` (a player redeems a code) and the admin panel's coupon calls.
 */
import { adminActionOf } from '../admin/audit';
import type { Coupon, ProductGrantInput } from '../../store/api/wallet';
import { requireVerifiedEmail } from '../accounts/users';
import { callerOf } from '../http/authentication';
import { FAILURES, Failure } from '../http/failures';
import type { Language } from '../http/language';
import type { OperationHandlers } from '../http/specRoutes';
import { text } from '../i18n/texts';
import {
  insertCoupon,
  listCoupons,
  redeemCoupon,
  updateCoupon,
  type CouponRow,
} from '../market/coupons';
import { itemsText, namedGrants, productGrantOf } from '../market/grants';
import type { HandlerDependencies } from './index';

const storedGrants = (grants: ProductGrantInput[]) =>
  grants.map((g) => ({ code: g.ProductCode, quantity: g.Quantity }));

export function couponHandlers({
  db,
  clock,
  config,
  captcha,
  rateCounters,
}: HandlerDependencies): OperationHandlers {
  const couponView = async (row: CouponRow, language: Language): Promise<Coupon> => ({
    Id: row.id,
    Code: row.code,
    IsSpecial: row.is_special,
    // The products as the admin entered them (a coin pack stays a coin pack).
    Grants: (await namedGrants(db, row.grants)).map(productGrantOf(language)),
    MaxUses: row.max_uses,
    UsedCount: row.used_count,
    ExpiresAt: row.expires_at.toISOString(),
    IsActive: row.is_active,
    Note: row.note,
    CreatedAt: row.created_at.toISOString(),
  });

  return {
    payzeeBuyWithCouponCode: async (ctx) => {
      const { userId } = callerOf(ctx.request);
      // Every attempt counts, whatever its outcome: guessing codes is what this stops.
      const { max, windowSeconds } = config.rateLimits.couponPerUser;
      const { hits } = await rateCounters.hit(`coupon:user:${userId}`, windowSeconds * 1000);
      if (hits > max) throw new Failure(FAILURES.tooManyRequests);
      if (!(await captcha.verify(ctx.body.CaptchaResponse, ctx.request.ip)))
        throw new Failure(FAILURES.captchaFailed);
      await requireVerifiedEmail(db, userId);
      const items = await redeemCoupon(db, {
        userId,
        code: ctx.body.CouponCode,
        formSpecial: ctx.body.IsSpecialCoupon ?? true,
        at: clock.now(),
      });
      return {
        data: items.map(productGrantOf(ctx.language)),
        message: text(ctx.language, 'coupon.redeemed', { items: itemsText(items, ctx.language) }),
      };
    },

    adminGetCoupons: async (ctx) => {
      const { rows, total } = await listCoupons(db, {
        search: ctx.body.Search,
        isActive: ctx.body.IsActive,
        isSpecial: ctx.body.IsSpecial,
        paging: ctx.body.SortingPaging,
      });
      return {
        data: await Promise.all(rows.map((row) => couponView(row, ctx.language))),
        count: total,
      };
    },

    adminInsertCoupon: async (ctx) => {
      const b = ctx.body;
      const row = await insertCoupon(
        db,
        {
          code: b.Code,
          isSpecial: b.IsSpecial,
          grants: storedGrants(b.Grants),
          maxUses: b.MaxUses,
          expiresAt: new Date(b.ExpiresAt),
          isActive: b.IsActive,
          note: b.Note,
        },
        clock.now(),
        adminActionOf(ctx.request),
      );
      return { data: await couponView(row, ctx.language) };
    },

    adminUpdateCoupon: async (ctx) => {
      const b = ctx.body;
      const row = await updateCoupon(
        db,
        b.Id,
        {
          isSpecial: b.IsSpecial,
          grants: b.Grants && storedGrants(b.Grants),
          maxUses: b.MaxUses,
          expiresAt: b.ExpiresAt === undefined ? undefined : new Date(b.ExpiresAt),
          isActive: b.IsActive,
          note: b.Note,
        },
        adminActionOf(ctx.request),
      );
      return { data: await couponView(row, ctx.language) };
    },
  };
}
