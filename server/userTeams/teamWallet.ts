/**
 * What user teams spend from the wallet: a booster spends one item of its kind, a new
 * extra team spends coins unless the user subscribes.
 */
import type { Booster } from '../../store/api/engine';
import type { Queryable } from '../db/database';
import { expiryOf } from '../wallet/ledger';

/** The wallet item each booster spends. */
export const BOOSTER_PRODUCT: Record<Booster, string> = {
  BudgetBooster: 'BUDGET_BOOSTER',
  TripleCaptain: 'TRIPLE_CAPTAIN',
  BenchBoost: 'BENCH_BOOST',
};
export const COIN = 'COIN';
export const SUBSCRIPTION = 'SUBSCRIPTION';

/** A subscriber (a subscription not yet lapsed) builds extra teams without coins. */
export async function hasSubscription(q: Queryable, userId: number, now: Date): Promise<boolean> {
  const end = await expiryOf(q, userId, SUBSCRIPTION);
  return end !== null && end > now;
}

/** What a new extra team costs the user now, in coins (`priceCoins` from the rule set). */
export async function extraTeamPrice(
  q: Queryable,
  userId: number,
  priceCoins: number,
  now: Date,
): Promise<number> {
  return (await hasSubscription(q, userId, now)) ? 0 : priceCoins;
}
