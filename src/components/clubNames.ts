/**
 * One form of a club's name on every screen: its short name, the one fans use, without a
 * sponsor ("Başakşehir", not "Rams Başakşehir"; "Alanyaspor", not "Corendon Alanyaspor").
 * The full name stays in the data (imports, the admin's screens). Lists of clubs go in the
 * order of the name they show.
 */
import type { Team } from '../../store/api/engine';

type Named = Pick<Team, 'ShortName' | 'Name'>;

// (A club known only by its full name shows that.)
export const clubName = (club: Named) => club.ShortName || club.Name;

export function byShownName<T extends Named>(clubs: readonly T[]): T[] {
  return [...clubs].sort((a, b) => clubName(a).localeCompare(clubName(b), 'tr-TR'));
}
