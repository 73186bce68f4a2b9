/** `Market/GetProducts` and the admin panel's product calls. */
import { adminActionOf } from '../admin/audit';
import type { OperationHandlers } from '../http/specRoutes';
import { adminProducts, marketProducts, upsertProduct } from '../market/products';
import type { HandlerDependencies } from './index';

export function marketHandlers({ db, clock }: HandlerDependencies): OperationHandlers {
  return {
    marketGetProducts: async (ctx) => {
      const products = await marketProducts(db, ctx.language, ctx.query.productType);
      return { data: products, count: products.length };
    },

    adminGetProducts: async () => {
      const products = await adminProducts(db);
      return { data: products, count: products.length };
    },

    adminUpsertProduct: async (ctx) => ({
      data: await upsertProduct(db, ctx.body, clock.now(), adminActionOf(ctx.request)),
    }),
  };
}
