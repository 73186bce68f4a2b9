/**
 * The round a screen shows: chosen with the round picker and kept in the address
 * (`?hafta=5`, the round's number) so a link or the back button brings it back.
 */
import { useSearchParams } from 'react-router-dom';
import type { RoundState, WeeklyLeagueInformation } from '../../../store/api/engine';
import { useRounds } from '../../reads/rounds';
import { PAGE_PARAM } from './pagedTable';

export const ROUND_PARAM = 'hafta';

const STARTED: RoundState[] = ['live', 'finished', 'scored'];
export const hasStarted = (round: WeeklyLeagueInformation) => STARTED.includes(round.State);

/**
 * Which rounds a screen offers and which it opens with: `current` (fixtures: every round,
 * the current one first), `started` (statistics: rounds that have points, the latest
 * first), `scored` (best of the week: rounds that have points, the last scored first).
 */
export type RoundChoice = 'current' | 'started' | 'scored';

export function choosableRounds(rounds: WeeklyLeagueInformation[], choice: RoundChoice) {
  return choice === 'current' ? rounds : rounds.filter(hasStarted);
}

export function defaultRound(
  rounds: WeeklyLeagueInformation[],
  choice: RoundChoice,
): WeeklyLeagueInformation | undefined {
  if (choice === 'current') return rounds.find((r) => r.IsCurrent) ?? rounds.at(-1);
  const started = rounds.filter(hasStarted);
  if (choice === 'scored') {
    return started.filter((r) => r.State === 'scored').at(-1) ?? started.at(-1);
  }
  return started.at(-1);
}

export interface RoundPick {
  rounds: WeeklyLeagueInformation[];
  round: WeeklyLeagueInformation | undefined;
  select: (round: WeeklyLeagueInformation) => void;
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
}

export function useRoundPick(choice: RoundChoice): RoundPick {
  const [params, setParams] = useSearchParams();
  const all = useRounds();
  const { isLoading, isError, error, refetch } = all;
  const rounds = choosableRounds(all.rounds, choice);
  const asked = Number(params.get(ROUND_PARAM));
  const round = rounds.find((r) => r.Number === asked) ?? defaultRound(rounds, choice);
  return {
    rounds,
    round,
    select: (next) =>
      setParams(
        (old) => {
          const params = new URLSearchParams(old);
          params.set(ROUND_PARAM, String(next.Number));
          // Another round's table starts on its first page.
          params.delete(PAGE_PARAM);
          return params;
        },
        { replace: true },
      ),
    isLoading,
    isError,
    error,
    refetch: () => void refetch(),
  };
}
