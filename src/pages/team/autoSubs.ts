/**
 * Who came in for whom: the server marks the players an automatic substitution moved
 * (AutoSubbedIn / AutoSubbedOut) and this pairs them as its scoring did (server/scoring/
 * teamPoints.ts, GAME_RULES "A user team"): one substitution at a time, the first starter in
 * slot order with a bench player (bench order) who keeps the XI valid: a goalkeeper only for
 * a goalkeeper, no outfield position below its fewest over the formations. The players it
 * did not move were never chosen, so pairing only the moved ones repeats its choices.
 */
import { formationCounts, type OutfieldPosition } from '../../../rules/squad';
import type { UserTeamPlayer } from '../../../store/api/engine';

export interface AutoSub {
  out: UserTeamPlayer;
  in: UserTeamPlayer;
}

export type Minimums = Record<OutfieldPosition, number>;

/** The fewest players of each outfield position over the rule set's formations. */
export function formationMinimums(formations: readonly string[]): Minimums {
  const counts = formations.map(formationCounts);
  const min = (position: OutfieldPosition) =>
    counts.length === 0 ? 0 : Math.min(...counts.map((c) => c[position]));
  return { DEF: min('DEF'), MID: min('MID'), FWD: min('FWD') };
}

export function pairAutoSubs(players: readonly UserTeamPlayer[], minimums: Minimums): AutoSub[] {
  const outs = players
    .filter((p) => p.IsStarter && p.AutoSubbedOut)
    .sort((a, b) => a.SlotOrder - b.SlotOrder);
  const ins = players
    .filter((p) => !p.IsStarter && p.AutoSubbedIn)
    .sort((a, b) => (a.BenchOrder ?? 0) - (b.BenchOrder ?? 0));
  const xi: Record<string, number> = { DEF: 0, MID: 0, FWD: 0 };
  for (const p of players)
    if (p.IsStarter) xi[p.Player.Position] = (xi[p.Player.Position] ?? 0) + 1;
  const pairs: AutoSub[] = [];
  const used = new Set<UserTeamPlayer>();
  for (;;) {
    let chosen: AutoSub | undefined;
    for (const out of outs) {
      if (used.has(out)) continue;
      const from = out.Player.Position;
      chosen = ins
        .filter((p) => !used.has(p))
        .map((p) => ({ out, in: p }))
        .find(({ in: sub }) => {
          const to = sub.Player.Position;
          if ((from === 'GK') !== (to === 'GK')) return false;
          return from === to || xi[from]! > minimums[from as OutfieldPosition];
        });
      if (chosen) break;
    }
    if (!chosen) return pairs;
    used.add(chosen.out).add(chosen.in);
    xi[chosen.out.Player.Position]! -= 1;
    xi[chosen.in.Player.Position] = (xi[chosen.in.Player.Position] ?? 0) + 1;
    pairs.push(chosen);
  }
}
