/** The engine reads the home screen shares: the rounds (to find the current one) and the clubs. */
import { useMemo } from 'react';
import {
  useTeamsGetTeamsListQuery,
  useWeeklyLeagueInformationGetWeeklyLeagueInformationListQuery,
  type Team,
} from '../../../store/api/engine';
import {
  DEFAULT_LEAGUE_CONTEXT,
  DEFAULT_PAGE_NUMBER,
  DEFAULT_PAGE_SIZE,
} from '../../../store/constants';
import { useAppSelector } from '../../../store/hooks';

export const LEAGUE = DEFAULT_LEAGUE_CONTEXT;
/** One page holds a whole season (34 rounds) or every club (18). */
export const FIRST_PAGE = { PageNumber: DEFAULT_PAGE_NUMBER, NumberRecords: DEFAULT_PAGE_SIZE };

export const useLanguage = () => useAppSelector((state) => state.preferences.language.value);

/** The round teams are built for now (`IsCurrent`), with the query's state. */
export function useCurrentRound() {
  const query = useWeeklyLeagueInformationGetWeeklyLeagueInformationListQuery({
    roundListRequest: { ...LEAGUE, SortingPaging: FIRST_PAGE },
  });
  // A null list (an answer without rows) reads as no rounds.
  const round = (query.data?.data ?? []).find((r) => r.IsCurrent) ?? null;
  return { ...query, round };
}

/** The clubs by id (matches and players name their club by id). */
export function useClubs() {
  const query = useTeamsGetTeamsListQuery({
    teamListRequest: { ...LEAGUE, SortingPaging: FIRST_PAGE },
  });
  const clubs = useMemo(
    () => new Map<number, Team>((query.data?.data ?? []).map((club) => [club.Id, club])),
    [query.data],
  );
  return { ...query, clubs };
}
