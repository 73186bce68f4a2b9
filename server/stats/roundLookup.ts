/**
 * The rounds the read endpoints ask about: one by id (404 when unknown), and the defaults
 * the spec names ("the latest round that has started", "the last scored round").
 */
import type { Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import type { RoundState } from '../rounds/roundView';

export interface RoundRef {
  id: number;
  number: number;
  state: RoundState;
  competitionCode: string;
}

/** States of a round whose matches have started: it has (provisional or final) points. */
export const STARTED_STATES: readonly RoundState[] = ['live', 'finished', 'scored'];
/** States after the deadline: teams frozen, other users' teams and scores visible. */
export const LOCKED_STATES: readonly RoundState[] = ['locked', 'live', 'finished', 'scored'];

/** Points of a live or finished round may still change; a scored round's are final. */
export const isProvisional = (state: RoundState) => state === 'live' || state === 'finished';

const SELECT = `SELECT id, number, state, competition_code AS "competitionCode" FROM rounds`;

export async function findRound(q: Queryable, id: number): Promise<RoundRef | null> {
  const [row] = await q.query<RoundRef>(`${SELECT} WHERE id = $1`, [id]);
  return row ?? null;
}

export async function requireRound(q: Queryable, id: number): Promise<RoundRef> {
  const round = await findRound(q, id);
  if (!round) throw new Failure(FAILURES.readRoundNotFound);
  return round;
}

/** The highest-numbered round of the competition in one of `states`; null when none. */
export async function latestRoundIn(
  q: Queryable,
  competitionCode: string,
  states: readonly RoundState[],
): Promise<RoundRef | null> {
  const [row] = await q.query<RoundRef>(
    `${SELECT} WHERE competition_code = $1 AND state = ANY($2::text[]) ORDER BY number DESC LIMIT 1`,
    [competitionCode, states],
  );
  return row ?? null;
}

/** The round of a competition by id; 404 when unknown or of another competition. */
export async function requireRoundOf(
  q: Queryable,
  roundId: number,
  competitionCode: string,
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    'SELECT id FROM rounds WHERE id = $1 AND competition_code = $2',
    [roundId, competitionCode],
  );
  if (!row) throw new Failure(FAILURES.readRoundNotFound);
  return row.id;
}
