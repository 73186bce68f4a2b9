/** The clubs of the competition by id (18 rows, one cached call shared by every screen). */
import { useMemo } from 'react';
import { useTeamsGetTeamsListQuery, type Team } from '../../store/api/engine';
import {
  DEFAULT_LEAGUE_CONTEXT,
  DEFAULT_PAGE_NUMBER,
  DEFAULT_PAGE_SIZE,
} from '../../store/constants';
import { NO_CLUB_KIT, type Kit } from '../components/pitch/kit';

// The one argument of the club list: every screen reads the same cache entry.
export const CLUB_LIST_ARG = {
  teamListRequest: {
    ...DEFAULT_LEAGUE_CONTEXT,
    SortingPaging: { PageNumber: DEFAULT_PAGE_NUMBER, NumberRecords: DEFAULT_PAGE_SIZE },
  },
};

export interface Clubs {
  list: Team[];
  byId: Map<number, Team>;
  /** The club's short name, or `#id` while the list loads or when it is unknown. */
  name: (id: number) => string;
  colours: (id: number) => Kit;
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
}

export function useClubs(): Clubs {
  const { data, isLoading, isError, error, refetch } = useTeamsGetTeamsListQuery(CLUB_LIST_ARG);
  const list = data?.data;
  return useMemo(() => {
    const byId = new Map((list ?? []).map((club) => [club.Id, club]));
    return {
      list: list ?? [],
      byId,
      name: (id) => byId.get(id)?.ShortName ?? `#${id}`,
      colours: (id) => byId.get(id) ?? NO_CLUB_KIT,
      isLoading,
      isError,
      error,
      refetch: () => void refetch(),
    };
  }, [list, isLoading, isError, error, refetch]);
}
