/**
 * A user's wallet and ledger as the admin panel reads them for support
 * (`Admin/GetUserWallet`, `Admin/GetUserWalletHistory`): read only, nothing granted.
 */
import { findUserById } from '../accounts/users';
import { FAILURES, Failure } from '../http/failures';
import type { OperationHandlers } from '../http/specRoutes';
import { walletView } from '../market/purchaseViews';
import { walletHistory } from '../wallet/history';
import type { HandlerDependencies } from './index';

export function adminWalletHandlers({ db, clock }: HandlerDependencies): OperationHandlers {
  const requireUser = async (userId: number) => {
    if (!(await findUserById(db, userId))) throw new Failure(FAILURES.userNotFound);
  };

  return {
    adminGetUserWallet: async (ctx) => {
      await requireUser(ctx.query.UserId);
      const wallet = await walletView(db, ctx.query.UserId, ctx.language, clock.now());
      return { data: wallet, count: wallet.length };
    },

    adminGetUserWalletHistory: async (ctx) => {
      const body = ctx.body;
      await requireUser(body.UserId);
      const { rows, total } = await walletHistory(db, body.UserId, ctx.language, body);
      return { data: rows, count: total };
    },
  };
}
