/**
 * The rounds of the season and the current one (the round teams are built for now). One
 * query argument for every screen, so home, team and information share one cache entry
 * and one request.
 */
import { useMemo } from 'react';
import {
  useWeeklyLeagueInformationGetWeeklyLeagueInformationListQuery,
  type WeeklyLeagueInformation,
} from '../../store/api/engine';
import { DEFAULT_LEAGUE_CONTEXT, DEFAULT_PAGE_NUMBER } from '../../store/constants';
import { LIVE_POLL_MS } from './livePoll';

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

/** A round whose points move: matches playing, or played and not yet scored (provisional). */
export const inPlay = (round: WeeklyLeagueInformation) =>
  round.State === 'live' || round.State === 'finished';

/**
 * The rounds, the current one (teams are built for it) and the one in play, if any. With
 * `pollWhileInPlay` the list is asked again every LIVE_POLL_MS while a round is in play
 * (not while the tab is hidden), so its state moves on without a reload.
 */
export function useRounds({ pollWhileInPlay = false }: { pollWhileInPlay?: boolean } = {}) {
  const query = useWeeklyLeagueInformationGetWeeklyLeagueInformationListQuery(ROUND_LIST_ARG);
  // A null list (an answer without rows) reads as no rounds.
  const rounds = useMemo(() => query.data?.data ?? [], [query.data]);
  const current = rounds.find((round) => round.IsCurrent);
  const playing = rounds.find(inPlay);
  // A second subscription to the same cache entry carries the polling, once a round plays.
  useWeeklyLeagueInformationGetWeeklyLeagueInformationListQuery(ROUND_LIST_ARG, {
    pollingInterval: pollWhileInPlay && playing ? LIVE_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  // The same object while nothing changed, so a screen can defer it (useDeferredValue).
  return useMemo(() => ({ ...query, rounds, current, playing }), [query, rounds, current, playing]);
}
