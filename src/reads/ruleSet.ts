/** The competition's rule set as the server publishes it: scoring table, squad shape, budget. */
import { useMemo } from 'react';
import { usePlayerScoreRuleSetGetRuleSetsQuery } from '../../store/api/engine';
import { DEFAULT_LEAGUE_CONTEXT } from '../../store/constants';

export function useRuleSet() {
  const query = usePlayerScoreRuleSetGetRuleSetsQuery();
  // The same object while nothing changed, so a screen can defer it (useDeferredValue).
  return useMemo(() => {
    const sets = query.data?.data ?? [];
    // Failing the competition's own, the first published set (what the rules card and the
    // scoring table show).
    const ruleSet =
      sets.find((set) => set.CompetitionCode === DEFAULT_LEAGUE_CONTEXT.CompetitionCode) ?? sets[0];
    return { ...query, ruleSet };
  }, [query]);
}
