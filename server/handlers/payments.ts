/**
 * `Payzee/Pay` (start a money payment) and the providers' signed callbacks:
 * `Payzee/SandboxConfirm` (the sandbox's) and `Payzee/Callback` (Payzee's). Both, once
 * their signature holds, go through one decision (`settlePayment`).
 */
import type { PaymentStart, PurchaseResult } from '../../store/api/wallet';
import { callerOf } from '../http/authentication';
import { FAILURES, Failure } from '../http/failures';
import type { Language } from '../http/language';
import type { OperationHandlers } from '../http/specRoutes';
import { text } from '../i18n/texts';
import { itemsText } from '../market/grants';
import { purchaseResult } from '../market/purchaseViews';
import {
  paymentOf,
  settlePayment,
  startPayment,
  type PaymentRow,
} from '../market/payments/payments';
import { notificationIsSigned } from '../market/payments/payzee';
import type { PaymentOutcome } from '../market/payments/provider';
import type { PaymentProvider } from '../market/payments/provider';
import { paymentProvider } from '../market/payments/providers';
import { callbackIsSigned } from '../market/payments/sandbox';
import { requireVerifiedEmail } from '../accounts/users';
import type { HandlerDependencies } from './index';

export function paymentHandlers({
  db,
  clock,
  config,
  tokens,
}: HandlerDependencies): OperationHandlers {
  // Chosen on first use: making the handler map reads no configuration.
  let chosen: PaymentProvider | undefined;
  const provider = () => (chosen ??= paymentProvider(config, tokens));
  const purchase = (orderId: number, userId: number, language: Language): Promise<PurchaseResult> =>
    purchaseResult(db, orderId, userId, language, clock.now());

  /** A verified callback decides the order (or finds it decided) and answers the decision. */
  const decide = async (
    payment: PaymentRow,
    callback: { outcome: PaymentOutcome; reference: string },
    language: Language,
  ) => {
    const { settlement, items } = await settlePayment(
      db,
      { orderId: payment.order_id, ...callback },
      clock.now(),
    );
    if (settlement === 'declined') throw new Failure(FAILURES.paymentDeclined);
    if (settlement === 'expired') throw new Failure(FAILURES.paymentExpired);
    return {
      data: await purchase(payment.order_id, payment.user_id, language),
      message: text(language, 'payment.paid', { items: itemsText(items, language) }),
    };
  };

  return {
    payzeePay: async (ctx) => {
      const { userId } = callerOf(ctx.request);
      await requireVerifiedEmail(db, userId);
      const payment = await startPayment(db, {
        userId,
        productId: ctx.body.ProductId,
        idempotencyKey: ctx.body.IdempotencyKey,
        provider: provider().name,
        at: clock.now(),
      });
      const answer: PaymentStart = {
        OrderId: payment.order_id,
        Provider: payment.provider,
        PaymentUrl: await provider().checkoutUrl({
          orderId: payment.order_id,
          amountKurus: payment.amount,
          expiresAt: payment.expires_at,
          language: ctx.language,
        }),
        Amount: payment.amount,
        Currency: 'TRY',
        ExpiresAt: payment.expires_at.toISOString(),
        TestCards: [...provider().testCards],
      };
      return { data: answer };
    },

    payzeeSandboxConfirm: async (ctx) => {
      if (provider().name !== 'sandbox') throw new Failure(FAILURES.notImplemented);
      const callback = ctx.body;
      const payment = await paymentOf(db, callback.OrderId);
      if (!payment) throw new Failure(FAILURES.paymentOrderNotFound);
      // The signature covers the order's amount: checked before anything is read or written.
      if (!(await callbackIsSigned(tokens, callback, payment.amount)))
        throw new Failure(FAILURES.paymentSignatureInvalid);
      return decide(
        payment,
        { outcome: callback.Outcome, reference: callback.PaymentReference },
        ctx.language,
      );
    },

    payzeeCallback: async (ctx) => {
      const settings = config.payments;
      if (settings.provider !== 'payzee') throw new Failure(FAILURES.notImplemented);
      const notification = ctx.body;
      // Payzee's signature first: nothing is read for a notification it did not sign.
      if (!notificationIsSigned(settings, notification))
        throw new Failure(FAILURES.paymentSignatureInvalid);
      const payment = await paymentOf(db, notification.order);
      if (!payment) throw new Failure(FAILURES.paymentOrderNotFound);
      // Signed, but it must be for this order as it was sent to Payzee, at its price.
      if (
        payment.provider !== 'payzee' ||
        notification.amount !== payment.amount ||
        notification.currency !== 'TRY'
      )
        throw new Failure(FAILURES.paymentSignatureInvalid);
      return decide(
        payment,
        { outcome: notification.status, reference: notification.reference },
        ctx.language,
      );
    },
  };
}
