/**
 * Players with the same name told apart in a list: a name shown once stays as it is
 * ("Okafor"); names shown more than once get the first name's initial ("M. Özdemir",
 * "K. Özdemir"), and where the initial is shared too, the whole first name.
 */
import type { Player } from '../../store/api/engine';

type Named = Pick<Player, 'Id' | 'DisplayName' | 'FirstName'>;

const initialOf = (firstName: string) =>
  firstName ? `${firstName.charAt(0).toLocaleUpperCase('tr-TR')}. ` : '';

/** The name each of `players` shows in a list of them all. */
export function distinctNames(players: readonly Named[]): (player: Named) => string {
  const count = (names: string[]) => {
    const counts = new Map<string, number>();
    for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
    return counts;
  };
  const display = count(players.map((p) => p.DisplayName));
  const withInitial = (p: Named) => `${initialOf(p.FirstName)}${p.DisplayName}`;
  const initials = count(players.filter((p) => display.get(p.DisplayName)! > 1).map(withInitial));
  return (player) => {
    if ((display.get(player.DisplayName) ?? 0) <= 1) return player.DisplayName;
    const short = withInitial(player);
    return (initials.get(short) ?? 0) > 1 && player.FirstName
      ? `${player.FirstName} ${player.DisplayName}`
      : short;
  };
}
