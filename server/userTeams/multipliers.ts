/**
 * What each player's points count for in his team (api-spec `UserTeamPlayer.Multiplier`):
 * 0 on the bench unless Bench Boost or subbed in, 1 in the XI, the captain's multiplier
 * (the Triple Captain's with that booster) for the captain, or for the vice-captain when
 * the round is finished and the captain played no minute; nobody doubles if neither played.
 * Pure, so the team view and team scoring can share it.
 */
import type { Booster } from '../../store/api/engine';

export interface MultiplierPlayer {
  playerId: number;
  isStarter: boolean;
  autoSubbedIn: boolean;
  autoSubbedOut: boolean;
  /** Minutes in the round; null when he has no score row (no minute). */
  minutes: number | null;
}

export function multipliersOf(
  team: { booster: Booster | null; captainId: number; viceCaptainId: number },
  players: readonly MultiplierPlayer[],
  rules: { CaptainMultiplier: number; TripleCaptainMultiplier: number },
  /** Minutes are final (finished or scored round): only then can the vice take over. */
  roundFinished: boolean,
): Map<number, number> {
  const counts = (p: MultiplierPlayer) =>
    team.booster === 'BenchBoost' || (p.isStarter && !p.autoSubbedOut) || p.autoSubbedIn;
  const played = (id: number) => (players.find((p) => p.playerId === id)?.minutes ?? 0) > 0;
  const wearer = !roundFinished
    ? team.captainId
    : played(team.captainId)
      ? team.captainId
      : played(team.viceCaptainId)
        ? team.viceCaptainId
        : null;
  const armband =
    team.booster === 'TripleCaptain' ? rules.TripleCaptainMultiplier : rules.CaptainMultiplier;
  return new Map(
    players.map((p) => [p.playerId, !counts(p) ? 0 : p.playerId === wearer ? armband : 1]),
  );
}
