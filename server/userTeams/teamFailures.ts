/**
 * User-team failures whose messages name the numbers of the case ("at most 3 players from
 * one club (Galatasaray: 4)"): the FAILURES templates carry `{name}` placeholders, filled
 * here per language, since the numbers come from the rule set and the request.
 */
import type { Booster, Position } from '../../store/api/generated/engine';
import { FAILURES, Failure, type FailureKind } from '../http/failures';
import { LANGUAGES, type Language } from '../http/language';
import type { SquadViolation } from './squadValidation';

type Value = string | number | Record<Language, string>;

/** A copy of `kind` whose messages have their placeholders filled. */
export function filledFailure(kind: FailureKind, values: Record<string, Value>): Failure {
  const message = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      kind.message[language].replace(/\{(\w+)\}/g, (whole, name: string) => {
        const value = values[name];
        if (value === undefined) return whole;
        return typeof value === 'object' ? value[language] : String(value);
      }),
    ]),
  ) as Record<Language, string>;
  return new Failure({ ...kind, message });
}

const POSITION_NAMES: Record<Position, Record<Language, string>> = {
  GK: { 'tr-TR': 'kaleci', 'en-US': 'goalkeepers' },
  DEF: { 'tr-TR': 'defans oyuncusu', 'en-US': 'defenders' },
  MID: { 'tr-TR': 'orta saha oyuncusu', 'en-US': 'midfielders' },
  FWD: { 'tr-TR': 'forvet', 'en-US': 'forwards' },
};

export const BOOSTER_NAMES: Record<Booster, Record<Language, string>> = {
  BudgetBooster: { 'tr-TR': 'Bütçe Artırıcı', 'en-US': 'Budget Booster' },
  TripleCaptain: { 'tr-TR': 'Üçlü Kaptan', 'en-US': 'Triple Captain' },
  BenchBoost: { 'tr-TR': 'Yedek Gücü', 'en-US': 'Bench Boost' },
};

/** Tenths of a million as "100,5" (tr-TR) and "100.5" (en-US). */
export function millions(tenths: number): Record<Language, string> {
  const text = (tenths / 10).toFixed(1);
  return { 'tr-TR': text.replace('.', ','), 'en-US': text };
}

export function violationFailure(v: SquadViolation): Failure {
  switch (v.kind) {
    case 'squadSize':
      return filledFailure(FAILURES.squadSize, v);
    case 'duplicatePlayer':
      return filledFailure(FAILURES.squadDuplicatePlayer, { player: v.name });
    case 'unknownPlayer':
      return filledFailure(FAILURES.squadUnknownPlayer, v);
    case 'positionCount':
      return filledFailure(FAILURES.squadPositionCount, {
        ...v,
        position: POSITION_NAMES[v.position],
      });
    case 'unknownFormation':
      return filledFailure(FAILURES.squadUnknownFormation, v);
    case 'starterCount':
      return filledFailure(FAILURES.squadStarterCount, v);
    case 'starterGoalkeepers':
      return filledFailure(FAILURES.squadStarterGoalkeepers, v);
    case 'formationMismatch':
      return filledFailure(FAILURES.squadFormationMismatch, v);
    case 'benchOrder':
      return filledFailure(FAILURES.squadBenchOrder, v);
    case 'benchGoalkeeper':
      return filledFailure(FAILURES.squadBenchGoalkeeper, {});
    case 'clubLimit':
      return filledFailure(FAILURES.squadClubLimit, { ...v, club: v.clubName });
    case 'overBudget':
      return filledFailure(FAILURES.squadOverBudget, {
        cost: millions(v.cost),
        budget: millions(v.budget),
      });
    case 'captainNotStarter':
      return filledFailure(FAILURES.squadCaptainNotStarter, {});
    case 'viceCaptainNotStarter':
      return filledFailure(FAILURES.squadViceCaptainNotStarter, {});
    case 'captainIsViceCaptain':
      return filledFailure(FAILURES.squadCaptainIsViceCaptain, {});
  }
}
