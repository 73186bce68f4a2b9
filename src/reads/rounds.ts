/**
 * The rounds of the season and the current one (the round teams are built for now). One
 * query argument for every screen, so home, team and information share one cache entry
 * and one request.
 */
import { useMemo } from 'react';
import { useWeeklyLeagueInformationGetWeeklyLeagueInformationListQuery } from '../../store/api/engine';
import { DEFAULT_LEAGUE_CONTEXT, DEFAULT_PAGE_NUMBER } from '../../store/constants';

// 34 rounds in the Süper Lig: one page of the largest size holds a season.
export const ROUND_LIST_ARG = {
  roundListRequest: {
    ...DEFAULT_LEAGUE_CONTEXT,
    SortingPaging: {
      SortItem: { ColumnName: 'Number', ColumnOrder: 'asc' as const },
      PageNumber: DEFAULT_PAGE_NUMBER,
      NumberRecords: 100,
    },
  },
};

export function useRounds() {
  const query = useWeeklyLeagueInformationGetWeeklyLeagueInformationListQuery(ROUND_LIST_ARG);
  // A null list (an answer without rows) reads as no rounds.
  const rounds = useMemo(() => query.data?.data ?? [], [query.data]);
  const current = rounds.find((round) => round.IsCurrent);
  return { ...query, rounds, current };
}
