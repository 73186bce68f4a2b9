/**
 * The sandbox payment provider, served by this server so buying coins works offline: a
 * checkout page (`sandboxCheckout.ts`) charges a test card and answers through the same
 * door a real provider knocks on, a signed callback (`Payzee/SandboxConfirm`). The
 * signature is a JWS over the callback's fields and the order's amount, keyed with the
 * server's signing key: a callback that is unsigned, altered or for another amount fails.
 */
import { randomBytes } from 'node:crypto';
import type { SignedTokens } from '../../accounts/signedTokens';
import type { PaymentOutcome, PaymentProvider, PendingPayment, TestCard } from './provider';

export const SANDBOX_TEST_CARDS: readonly TestCard[] = [
  { CardNumber: '4242424242424242', Outcome: 'success', ThreeDSecure: false },
  { CardNumber: '4000000000003220', Outcome: 'success', ThreeDSecure: true },
  { CardNumber: '4000000000000002', Outcome: 'declined', ThreeDSecure: false },
  { CardNumber: '4000000000009995', Outcome: 'insufficient_funds', ThreeDSecure: false },
];

/** A callback as the provider sends it (api-spec SandboxConfirmRequest). */
export interface PaymentCallback {
  OrderId: number;
  Outcome: PaymentOutcome;
  PaymentReference: string;
  Signature: string;
}

/** How long a checkout link and a callback signature stay valid. */
const CHECKOUT_TTL_SECONDS = 3600;

export function sandboxProvider(tokens: SignedTokens): PaymentProvider {
  return {
    name: 'sandbox',
    testCards: SANDBOX_TEST_CARDS,
    async checkoutUrl({ orderId, language }: PendingPayment) {
      const { token } = await tokens.sign('sandbox-checkout', orderId, {}, CHECKOUT_TTL_SECONDS);
      return `/sandbox/checkout/${orderId}?lang=${language}&t=${encodeURIComponent(token)}`;
    },
  };
}

/** False when the checkout link is forged, expired or for another order. */
export async function checkoutLinkIsValid(
  tokens: SignedTokens,
  orderId: number,
  token: string,
): Promise<boolean> {
  const verified = await tokens.verify('sandbox-checkout', token);
  return verified?.subject === orderId;
}

/** The provider's side: the callback for a charge it decided. */
export async function signedCallback(
  tokens: SignedTokens,
  order: { orderId: number; amountKurus: number },
  outcome: PaymentOutcome,
): Promise<PaymentCallback> {
  const reference = `sbx_${randomBytes(9).toString('base64url')}`;
  const { token } = await tokens.sign(
    'payment-callback',
    order.orderId,
    { outcome, reference, amount: order.amountKurus },
    CHECKOUT_TTL_SECONDS,
  );
  return {
    OrderId: order.orderId,
    Outcome: outcome,
    PaymentReference: reference,
    Signature: token,
  };
}

/**
 * The merchant's side: true when the signature is ours and covers exactly these fields and
 * the order's amount.
 */
export async function callbackIsSigned(
  tokens: SignedTokens,
  callback: PaymentCallback,
  amountKurus: number,
): Promise<boolean> {
  const verified = await tokens.verify('payment-callback', callback.Signature);
  return (
    verified !== null &&
    verified.subject === callback.OrderId &&
    verified.claims.outcome === callback.Outcome &&
    verified.claims.reference === callback.PaymentReference &&
    verified.claims.amount === amountKurus
  );
}
