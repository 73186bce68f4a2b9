/**
 * Payzee, the real provider (`PAYMENT_PROVIDER=payzee`): the player is sent to Payzee's
 * hosted payment page with the order, the amount and where to come back, signed with the
 * merchant secret (HMAC-SHA256 over the query, as Payzee checks it); Payzee's server tells
 * the game the outcome with a notification signed the same way (`Payzee/Callback`).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentOutcome, PaymentProvider } from './provider';

export interface PayzeeSettings {
  /** Payzee's hosted payment page. */
  checkoutUrl: string;
  merchantId: string;
  secret: string;
  /** Where Payzee sends the player back (the market). */
  returnUrl: string;
}

export function payzeeProvider(settings: PayzeeSettings): PaymentProvider {
  return {
    name: 'payzee',
    testCards: [],
    async checkoutUrl({ orderId, amountKurus, language }) {
      const query = new URLSearchParams({
        merchant: settings.merchantId,
        order: String(orderId),
        amount: String(amountKurus),
        currency: 'TRY',
        lang: language.slice(0, 2),
        return: settings.returnUrl,
      });
      query.set('signature', signatureOf(settings.secret, query));
      return `${settings.checkoutUrl}?${query}`;
    },
  };
}

/** The lower-case hex HMAC-SHA256 of the fields as a URL query, in their order. */
function signatureOf(secret: string, fields: URLSearchParams): string {
  return createHmac('sha256', secret).update(fields.toString()).digest('hex');
}

/** Payzee's notification of an outcome (api-spec PayzeeCallbackRequest). */
export interface PayzeeNotification {
  merchant: string;
  order: number;
  amount: number;
  currency: string;
  status: PaymentOutcome;
  reference: string;
  signature: string;
}

/**
 * True when Payzee signed exactly these fields with our secret, for our merchant id. The
 * order's amount is checked by the caller, against the order.
 */
export function notificationIsSigned(
  settings: Pick<PayzeeSettings, 'merchantId' | 'secret'>,
  notification: PayzeeNotification,
): boolean {
  const { merchant, order, amount, currency, status, reference } = notification;
  const expected = Buffer.from(
    signatureOf(
      settings.secret,
      new URLSearchParams({
        merchant,
        order: String(order),
        amount: String(amount),
        currency,
        status,
        reference,
      }),
    ),
  );
  const given = Buffer.from(notification.signature);
  return (
    given.length === expected.length &&
    timingSafeEqual(given, expected) &&
    merchant === settings.merchantId
  );
}
