/**
 * Scoring a round: derive every started match's player figures from appearances and events,
 * turn them into breakdown rows with the rule set, add the match bonus, sum player round
 * scores and season figures, then score every user team of the round (auto-subs only when
 * `final`), rank them and write the Pro table. All set-based SQL, safe to run again (it
 * replaces what it wrote before).
 *
 * `tx` must be a transaction: the team step keeps its working sets in temporary tables.
 */
import type { Queryable } from '../db/database';
import { loadRuleSet } from '../ruleSets/ruleSet';
import { deriveMatchStats } from './matchStats';
import { scorePlayers, updatePlayerFigures } from './playerPoints';
import { formationMinimums, scoreTeams } from './teamPoints';

export async function scoreRound(
  tx: Queryable,
  roundId: number,
  options: { final: boolean },
): Promise<void> {
  const [round] = await tx.query<{ competition_code: string; number: number }>(
    'SELECT competition_code, number FROM rounds WHERE id = $1',
    [roundId],
  );
  if (!round) throw new Error(`scoreRound: no round ${roundId}`);
  const rules = await loadRuleSet(tx, round.competition_code);
  await deriveMatchStats(tx, roundId, rules.Id);
  await scorePlayers(tx, roundId, rules.Id);
  await updatePlayerFigures(tx, round.competition_code, roundId);
  await scoreTeams(
    tx,
    { id: roundId, competitionCode: round.competition_code, number: round.number },
    {
      captainMultiplier: rules.CaptainMultiplier,
      tripleCaptainMultiplier: rules.TripleCaptainMultiplier,
      benchSize: rules.Squad.BenchSize,
      minimums: formationMinimums(rules.Squad.Formations),
    },
    options,
  );
}
