/**
 * User-team failures whose messages name the numbers of the case ("at most 3 players from
 * one club (Galatasaray: 4)"): the FAILURES templates carry `{name}` placeholders, filled
 * here per language, since the numbers come from the rule set and the request. A broken
 * squad rule answers its own failure, worded by rules/squadMessages.ts.
 */
import type { SquadViolation } from '../../rules/squad';
import { fillTemplate, squadMessages } from '../../rules/squadMessages';
import { Failure, SQUAD_FAILURES, type FailureKind } from '../http/failures';
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

export function violationFailure(v: SquadViolation): Failure {
  return new Failure({ ...SQUAD_FAILURES[v.kind], message: squadMessages(v) });
}
