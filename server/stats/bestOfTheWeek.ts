/**
 * A round's best XI: 1 GK and, among the rule set's formations, the one whose best players
 * score most (ties: the cheaper XI, then the rule set's order); within a position the
 * higher score and then the lower price win. Plus the top player and the top primary team.
 */
import { toSummary } from '../accounts/users';
import type { Queryable } from '../db/database';
import { loadRuleSet } from '../ruleSets/ruleSet';
import { PLAYER_COLUMNS, toPlayer, type PlayerRow } from '../season/playerView';
import type { BestOfTheWeek, LineupOfPlayerType } from '../../store/api/engine';
import { formationCounts, POSITIONS, type Position } from '../../rules/squad';
import { isProvisional, type RoundRef } from './roundLookup';

export interface Candidate {
  id: number;
  position: Position;
  points: number;
  /** His price in the round (tenths). */
  price: number;
}

export interface BestEleven<C extends Candidate> {
  formation: LineupOfPlayerType;
  /** In slot order: the GK, then DEF, MID, FWD, each best first. */
  players: C[];
  totalPoints: number;
}

const better = (a: Candidate, b: Candidate) =>
  b.points - a.points || a.price - b.price || a.id - b.id;

/** The best XI of the candidates over `formations` ("4-4-2"...); null when none can be filled. */
export function bestEleven<C extends Candidate>(
  candidates: C[],
  formations: readonly LineupOfPlayerType[],
): BestEleven<C> | null {
  const ranked = Object.fromEntries(
    POSITIONS.map((pos) => [pos, candidates.filter((c) => c.position === pos).sort(better)]),
  ) as Record<Position, C[]>;
  let best: (BestEleven<C> & { price: number }) | null = null;
  for (const formation of formations) {
    const counts = { GK: 1, ...formationCounts(formation) };
    const need = POSITIONS.map((pos) => [pos, counts[pos]] as const);
    if (need.some(([pos, n]) => ranked[pos].length < n)) continue;
    const players = need.flatMap(([pos, n]) => ranked[pos].slice(0, n));
    const totalPoints = players.reduce((sum, p) => sum + p.points, 0);
    const price = players.reduce((sum, p) => sum + p.price, 0);
    if (
      !best ||
      totalPoints > best.totalPoints ||
      (totalPoints === best.totalPoints && price < best.price)
    ) {
      best = { formation, players, totalPoints, price };
    }
  }
  return (
    best && { formation: best.formation, players: best.players, totalPoints: best.totalPoints }
  );
}

/** The best of a round that has points (live, finished or scored); null when no XI fits. */
export async function readBestOfTheWeek(
  q: Queryable,
  round: RoundRef,
): Promise<BestOfTheWeek | null> {
  const rows = await q.query<PlayerRow & { round_points_of: number; round_price: number }>(
    `SELECT ${PLAYER_COLUMNS}, s.points AS round_points_of, COALESCE(rp.price, p.price) AS round_price
     FROM player_round_scores s
     JOIN players p ON p.id = s.player_id
     LEFT JOIN player_round_prices rp ON rp.round_id = s.round_id AND rp.player_id = p.id
     WHERE s.round_id = $1`,
    [round.id],
  );
  const { Squad } = await loadRuleSet(q, round.competitionCode);
  const eleven = bestEleven(
    rows.map((r) => ({
      id: r.player_id,
      position: r.player_position,
      points: r.round_points_of,
      price: r.round_price,
      row: r,
    })),
    Squad.Formations,
  );
  if (!eleven) return null;
  const players = eleven.players.map((c, i) => ({
    SlotOrder: i + 1,
    Player: toPlayer(c.row),
    Points: c.points,
  }));
  // The round's best player is the first of his position, so he is in the XI.
  const top = [...eleven.players].sort(better)[0]!;
  const [team] = await q.query<{
    team_id: number;
    name: string;
    points: number;
    id: number;
    user_name: string;
    image_url: string | null;
    favorite_team_id: number | null;
  }>(
    // The round's first in the Pro table: the most points, then the tables' tie rule.
    `SELECT user_team_id AS team_id, team_name AS name, round_points AS points, user_id AS id,
       user_name, image_url, favorite_team_id
     FROM pro_standings WHERE round_id = $1
     ORDER BY round_rank LIMIT 1`,
    [round.id],
  );
  return {
    WeeklyLeagueInformationId: round.id,
    RoundNumber: round.number,
    IsProvisional: isProvisional(round.state),
    LineupOfPlayerType: eleven.formation,
    TotalPoints: eleven.totalPoints,
    Players: players,
    TopPlayer: players.find((p) => p.Player.Id === top.id)!,
    TopUserTeam: team
      ? {
          User: toSummary(team),
          UserTeamId: team.team_id,
          TeamName: team.name,
          Points: team.points,
        }
      : null,
  };
}
