/**
 * Every club's place and next fixtures with their difficulty (`Teams/GetClubFixtures`, rule
 * in rules/fixtureDifficulty.ts): one call with one argument, so the player pool's rows and
 * the player page share one cache entry.
 */
import { useTeamsGetClubFixturesQuery, type ClubFixtures } from '../../store/api/engine';
import { DEFAULT_LEAGUE_CONTEXT } from '../../store/constants';

export const CLUB_FIXTURES_ARG = {
  competitionCode: DEFAULT_LEAGUE_CONTEXT.CompetitionCode,
  count: 5,
};

// One lookup per answer, however many rows ask.
const byClubOf = new WeakMap<ClubFixtures[], Map<number, ClubFixtures>>();

export function useClubFixtures(): Map<number, ClubFixtures> | undefined {
  const { data } = useTeamsGetClubFixturesQuery(CLUB_FIXTURES_ARG);
  const list = data?.data;
  if (!list) return undefined;
  let byClub = byClubOf.get(list);
  if (!byClub) {
    byClub = new Map(list.map((club) => [club.TeamId, club]));
    byClubOf.set(list, byClub);
  }
  return byClub;
}
