/**
 * Failed sign-ins per account, whatever the client address (the per-address limits do not
 * stop an attacker with many addresses). Each attempt takes a slot before the password is
 * checked, so concurrent guesses cannot all pass a read of the count; a success gives its
 * own slot back and leaves the failures counted. An unknown name is counted by its text, so
 * the limit answers the same whether the account exists or not.
 */
import type { RateLimit } from '../config';
import type { RateCounters } from '../rateLimits/counters';

export interface SignInAttempt {
  /** False once the account has used up its attempts in the window: answer 429. */
  allowed: boolean;
  /** The password was right: the attempt is not a failure. */
  succeeded(): Promise<void>;
}

export async function takeSignInAttempt(
  counters: RateCounters,
  { max, windowSeconds }: RateLimit,
  account: { userId: number } | { name: string },
): Promise<SignInAttempt> {
  const key =
    'userId' in account
      ? `sign-in:user:${account.userId}`
      : `sign-in:name:${account.name.trim().toLowerCase()}`;
  const { hits } = await counters.hit(key, windowSeconds * 1000);
  return { allowed: hits <= max, succeeded: () => counters.giveBack(key) };
}
