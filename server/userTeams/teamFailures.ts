/**
 * User-team failures whose messages name the numbers of the case ("at most 3 players from
 * one club (Galatasaray: 4)"): the FAILURES templates carry `{name}` placeholders, filled
 * here per language, since the numbers come from the rule set and the request. A broken
 * squad rule answers its own failure, worded by rules/squadMessages.ts.
 */
import type { SquadRuleCode, SquadViolation } from '../../rules/squad';
import { fillTemplate, squadMessages } from '../../rules/squadMessages';
import { FAILURES, Failure, type FailureKind } from '../http/failures';
import { LANGUAGES, type Language } from '../http/language';

type Value = string | number | Record<Language, string>;

/** A copy of `kind` whose messages have their placeholders filled. */
export function filledFailure(kind: FailureKind, values: Record<string, Value>): Failure {
  const message = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      fillTemplate(
        kind.message[language],
        Object.fromEntries(
          Object.entries(values).map(([name, value]) => [
            name,
            typeof value === 'object' ? value[language] : value,
          ]),
        ),
      ),
    ]),
  ) as Record<Language, string>;
  return new Failure({ ...kind, message });
}

/** The failure (code and status) of each squad rule. */
const SQUAD_FAILURES: Record<SquadRuleCode, FailureKind> = {
  squadSize: FAILURES.squadSize,
  duplicatePlayer: FAILURES.squadDuplicatePlayer,
  unknownPlayer: FAILURES.squadUnknownPlayer,
  positionCount: FAILURES.squadPositionCount,
  unknownFormation: FAILURES.squadUnknownFormation,
  starterCount: FAILURES.squadStarterCount,
  starterGoalkeepers: FAILURES.squadStarterGoalkeepers,
  formationMismatch: FAILURES.squadFormationMismatch,
  benchOrder: FAILURES.squadBenchOrder,
  benchGoalkeeper: FAILURES.squadBenchGoalkeeper,
  clubLimit: FAILURES.squadClubLimit,
  overBudget: FAILURES.squadOverBudget,
  captainNotStarter: FAILURES.squadCaptainNotStarter,
  viceCaptainNotStarter: FAILURES.squadViceCaptainNotStarter,
  captainIsViceCaptain: FAILURES.squadCaptainIsViceCaptain,
};

export function violationFailure(v: SquadViolation): Failure {
  return new Failure({ ...SQUAD_FAILURES[v.kind], message: squadMessages(v) });
}
