/** How a match's state reads in a list: the score once it has started, else the kickoff. */
import type { Match } from '../../../store/api/engine';

export const hasScore = (match: Match) =>
  (match.State === 'live' || match.State === 'finished') &&
  match.HomeScore !== null &&
  match.AwayScore !== null;

/** The match page's address (its query parameter is the API's own `matchId`). */
export const matchDetailsPath = (matchId: number) =>
  `/mac-detayları?matchId=${encodeURIComponent(matchId)}`;
