/** The payment provider the configuration chooses (README "Configuration"). */
import type { SignedTokens } from '../../accounts/signedTokens';
import type { ServerConfig } from '../../config';
import { payzeeProvider } from './payzee';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox';

export function paymentProvider(config: ServerConfig, tokens: SignedTokens): PaymentProvider {
  const settings = config.payments;
  return settings.provider === 'payzee'
    ? payzeeProvider({ ...settings, returnUrl: `${config.publicUrl}/market` })
    : sandboxProvider(tokens);
}
