/** `PlayerScoreRuleSet/GetRuleSets`: the scoring table and squad rules, as data (public). */
import type { PlayerScoreRuleSet } from '../../store/api/engine';
import type { OperationHandlers } from '../http/specRoutes';
import { loadRuleSets } from '../ruleSets/ruleSet';
import type { HandlerDependencies } from './index';

export function ruleSetHandlers({ db }: Pick<HandlerDependencies, 'db'>): OperationHandlers {
  return {
    playerScoreRuleSetGetRuleSets: async (ctx) => {
      const sets = await loadRuleSets(db, ctx.language);
      // The API shape only: the coin price of extra teams is the team module's business.
      const data: PlayerScoreRuleSet[] = sets.map(({ ExtraTeamPriceCoins, ...set }) => {
        void ExtraTeamPriceCoins;
        return set;
      });
      return { data, count: data.length };
    },
  };
}
