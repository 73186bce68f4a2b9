/**
 * `GetGenarateUserTeam`: the generator over the open round's player pool, shaped as the
 * api-spec `GeneratedUserTeam` (ready to edit and save). Nothing is written.
 */
import type { GeneratedUserTeam, LineupOfPlayerType } from '../../store/api/engine';
import type { Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import { loadRuleSet } from '../ruleSets/ruleSet';
import { PLAYER_COLUMNS, toPlayer, type PlayerRow } from '../season/playerView';
import { generateSquad, type Random } from './squadGenerator';
import { budgetOf, slotOrders } from '../../rules/squad';
import { violationFailure } from './teamFailures';

export async function generateTeam(
  q: Queryable,
  {
    competitionCode,
    lineup,
    useBudgetBooster,
    now,
    random,
  }: {
    competitionCode: string;
    lineup: LineupOfPlayerType;
    useBudgetBooster: boolean;
    now: Date;
    random: Random;
  },
): Promise<GeneratedUserTeam> {
  const [round] = await q.query<{ id: number; started_rounds: number }>(
    `SELECT r.id,
       (SELECT count(*) FROM rounds s WHERE s.competition_code = $1
          AND s.state IN ('live', 'finished', 'scored'))::int AS started_rounds
     FROM rounds r
     WHERE r.competition_code = $1 AND r.state = 'open' AND r.deadline > $2
     ORDER BY r.number LIMIT 1`,
    [competitionCode, now],
  );
  if (!round) throw new Failure(FAILURES.teamNoOpenRound);
  const rules = await loadRuleSet(q, competitionCode);
  if (!rules.Squad.Formations.includes(lineup)) {
    throw violationFailure({ kind: 'unknownFormation', lineup });
  }
  const rows = await q.query<PlayerRow>(
    `SELECT ${PLAYER_COLUMNS} FROM players p WHERE p.competition_code = $1`,
    [competitionCode],
  );
  const booster = useBudgetBooster ? ('BudgetBooster' as const) : null;
  const budget = budgetOf(rules.Squad, booster);
  const squad = generateSquad({
    pool: rows.map((r) => ({
      id: r.player_id,
      position: r.player_position,
      clubId: r.player_club_id,
      price: r.player_price,
      form: Number(r.player_form),
      totalPoints: r.player_total_points,
      status: r.player_status,
    })),
    rules: rules.Squad,
    lineup,
    budget,
    startedRounds: round.started_rounds,
    random,
  });
  if (!squad) throw new Failure(FAILURES.teamCannotGenerate);

  const byId = new Map(rows.map((r) => [r.player_id, r]));
  const picks = squad.picks.map((p) => ({
    PlayerId: p.playerId,
    IsStarter: p.isStarter,
    BenchOrder: p.benchOrder,
  }));
  const slots = slotOrders(picks, (id) => byId.get(id)!.player_position);
  return {
    WeeklyLeagueInformationId: round.id,
    LineupOfPlayerType: lineup,
    Budget: budget,
    Cost: squad.cost,
    Booster: booster,
    Players: picks
      .map((p) => ({
        SlotOrder: slots.get(p.PlayerId)!,
        PlayerId: p.PlayerId,
        Player: toPlayer(byId.get(p.PlayerId)!),
        IsStarter: p.IsStarter,
        BenchOrder: p.BenchOrder,
        Price: byId.get(p.PlayerId)!.player_price,
      }))
      .sort((a, b) => a.SlotOrder - b.SlotOrder),
    CaptainPlayerId: squad.captainId,
    ViceCaptainPlayerId: squad.viceCaptainId,
  };
}
