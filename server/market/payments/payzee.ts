/**
 * Payzee, the real provider (`PAYMENT_PROVIDER=payzee`): the player is sent to Payzee's
 * hosted payment page with the order, the amount and where to come back, signed with the
 * merchant secret (HMAC-SHA256 over the query, as Payzee checks it).
 */
import { createHmac } from 'node:crypto';
import type { PaymentProvider } from './provider';

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
      const signature = createHmac('sha256', settings.secret)
        .update(query.toString())
        .digest('hex');
      query.set('signature', signature);
      return `${settings.checkoutUrl}?${query}`;
    },
  };
}
