/**
 * The payment-provider port: where a player pays a pending order and which test cards
 * exist. The sandbox (default, offline) is served by this server and confirms through its
 * signed callback; Payzee is the real provider, chosen by `PAYMENT_PROVIDER=payzee`.
 */
import type { Language } from '../../http/language';

export type ProviderName = 'sandbox' | 'payzee';
export type PaymentOutcome = 'success' | 'declined' | 'insufficient_funds';

export interface TestCard {
  CardNumber: string;
  Outcome: PaymentOutcome;
  ThreeDSecure: boolean;
}

export interface PendingPayment {
  orderId: number;
  amountKurus: number;
  expiresAt: Date;
  language: Language;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The page the player is sent to for this order. */
  checkoutUrl(payment: PendingPayment): Promise<string>;
  /** The cards the provider's sandbox accepts; empty for a real provider. */
  readonly testCards: readonly TestCard[];
}
