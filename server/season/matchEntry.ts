/**
 * An admin's entry or correction of a match (`Admin/UpsertMatchEvents`, `Admin/UpdateMatch`):
 * match sheets are checked by the one module the import and the simulator use; provisional
 * points follow sheet changes of rounds being played.
 */
import type {
  MatchState,
  UpdateMatchRequest,
  UpsertMatchEventsRequest,
} from '../../store/api/engine';
import { recordAudit, type AdminAction } from '../admin/audit';
import type { Database, Queryable } from '../db/database';
import { FAILURES, Failure } from '../http/failures';
import { scoreRound } from '../scoring/roundScoring';
import { refreshRoundTimes } from './fixtures';
import { checkMatchSheet, writeMatchSheets } from './matchEvents';

/** Rounds whose provisional points follow sheet changes at once (a scored round waits). */
const RESCORED_ROUND_STATES = new Set(['live', 'finished']);

/** The state moves an admin may make (a state to itself is no move). */
const STATE_MOVES: Record<MatchState, MatchState[]> = {
  scheduled: ['live', 'postponed'],
  live: ['finished'],
  finished: [],
  postponed: ['scheduled'],
};

interface LockedMatch {
  id: number;
  round_id: number;
  round_state: string;
  home_club_id: number;
  away_club_id: number;
  state: MatchState;
  minute: number | null;
  home_score: number | null;
  away_score: number | null;
}

/** The match and its round's state, the match row locked for the transaction. */
async function lockMatch(tx: Queryable, matchId: number): Promise<LockedMatch> {
  const [match] = await tx.query<LockedMatch>(
    `SELECT m.id, m.round_id, r.state AS round_state, m.home_club_id, m.away_club_id, m.state,
            m.minute, m.home_score, m.away_score
       FROM matches m JOIN rounds r ON r.id = m.round_id
      WHERE m.id = $1 FOR UPDATE OF m`,
    [matchId],
  );
  if (!match) throw new Failure(FAILURES.readMatchNotFound);
  return match;
}

const kickedOff = (state: MatchState) => state === 'live' || state === 'finished';

/** The match as the audit keeps it, before and after an admin's change. */
async function auditedMatch(tx: Queryable, matchId: number) {
  const [match] = await tx.query<{
    state: MatchState;
    kickoff: Date;
    minute: number | null;
    home_score: number | null;
    away_score: number | null;
    appearances: number;
  }>(
    `SELECT state, kickoff, minute, home_score, away_score,
       (SELECT count(*) FROM match_appearances a WHERE a.match_id = m.id)::int AS appearances
     FROM matches m WHERE id = $1`,
    [matchId],
  );
  const events = await tx.query<{ minute: number; type: string; player_id: number }>(
    'SELECT minute, type, player_id FROM match_events WHERE match_id = $1 ORDER BY id',
    [matchId],
  );
  return {
    State: match!.state,
    Kickoff: match!.kickoff.toISOString(),
    Minute: match!.minute,
    Score: [match!.home_score, match!.away_score],
    Appearances: match!.appearances,
    Events: events.map((e) => [e.minute, e.type, e.player_id]),
  };
}

async function auditMatch(
  tx: Queryable,
  audit: AdminAction | undefined,
  matchId: number,
  before: unknown,
) {
  if (!audit) return;
  await recordAudit(tx, audit, {
    type: 'match',
    id: matchId,
    before,
    after: await auditedMatch(tx, matchId),
  });
}

/** Replaces a kicked-off match's sheet (appearances, events, side statistics) and score. */
export async function upsertMatchSheet(
  db: Database,
  body: UpsertMatchEventsRequest,
  audit?: AdminAction,
) {
  await db.transaction(async (tx) => {
    const match = await lockMatch(tx, body.MatchId);
    const before = audit && (await auditedMatch(tx, match.id));
    if (!kickedOff(match.state)) throw new Failure(FAILURES.matchNotKickedOff);
    const ids = [
      ...new Set([
        ...body.Appearances.map((a) => a.PlayerId),
        ...body.Events.flatMap((e) => [e.PlayerId, e.RelatedPlayerId ?? e.PlayerId]),
      ]),
    ];
    const clubs = new Map(
      (
        await tx.query<{ id: number; club_id: number }>(
          'SELECT id, club_id FROM players WHERE id = ANY($1::int[])',
          [ids],
        )
      ).map((p) => [p.id, p.club_id]),
    );
    const sheet = {
      appearances: body.Appearances.map((a) => ({
        playerId: a.PlayerId,
        isStarter: a.IsStarter,
        minuteOn: a.MinuteOn,
        minuteOff: a.MinuteOff ?? null,
        saves: a.Saves ?? 0,
      })),
      // Stored in match order, whatever order they were entered in.
      events: body.Events.map((e) => ({
        minute: e.Minute,
        addedMinute: e.AddedMinute ?? null,
        type: e.Type,
        playerId: e.PlayerId,
        relatedPlayerId: e.RelatedPlayerId ?? null,
      })),
      homeStats: body.HomeStats ?? null,
      awayStats: body.AwayStats ?? null,
    };
    const check = checkMatchSheet(sheet, {
      homeClubId: match.home_club_id,
      awayClubId: match.away_club_id,
      clubOf: (id) => clubs.get(id),
    });
    if (!check.ok) throw new Failure(FAILURES.matchSheetInvalid, check.problem);
    const order = (e: { minute: number; addedMinute: number | null }) =>
      e.minute * 100 + (e.addedMinute ?? 0);
    await writeMatchSheets(tx, [
      {
        ...sheet,
        events: sheet.events
          .map((e, i) => ({ e, i }))
          .sort((a, b) => order(a.e) - order(b.e) || a.i - b.i)
          .map(({ e }) => e),
        matchId: match.id,
        state: match.state,
        minute: match.minute,
        homeScore: check.homeScore,
        awayScore: check.awayScore,
        clubOf: (id) => clubs.get(id)!,
      },
    ]);
    if (RESCORED_ROUND_STATES.has(match.round_state)) {
      await scoreRound(tx, match.round_id, { final: false });
    }
    await auditMatch(tx, audit, match.id, before);
  });
}

/** Moves a match's state, kickoff, score or minute; the match's id. */
export async function updateMatch(
  db: Database,
  body: UpdateMatchRequest,
  audit?: AdminAction,
): Promise<number> {
  return db.transaction(async (tx) => {
    const match = await lockMatch(tx, body.MatchId);
    const before = audit && (await auditedMatch(tx, match.id));
    const state = body.State ?? match.state;
    if (state !== match.state && !STATE_MOVES[match.state].includes(state)) {
      throw new Failure(FAILURES.matchStateMove, `${match.state} → ${state}`);
    }
    const newKickoff = body.Kickoff !== undefined;
    if (newKickoff && !['upcoming', 'open'].includes(match.round_state)) {
      throw new Failure(FAILURES.kickoffOfLockedRound);
    }
    const scoreGiven = body.HomeScore !== undefined || body.AwayScore !== undefined;
    if (scoreGiven && !kickedOff(state)) throw new Failure(FAILURES.matchNotKickedOff);
    if (body.Minute !== undefined && state !== 'live') {
      throw new Failure(FAILURES.matchMinuteNotLive);
    }
    // Kicking off starts the score at 0-0; a score is otherwise kept.
    let homeScore = body.HomeScore ?? match.home_score ?? (kickedOff(state) ? 0 : null);
    let awayScore = body.AwayScore ?? match.away_score ?? (kickedOff(state) ? 0 : null);
    if (scoreGiven) {
      // With a sheet stored, the score is the goal events'.
      const [sheet] = await tx.query<{ has_sheet: boolean; home: number; away: number }>(
        `SELECT EXISTS (SELECT 1 FROM match_appearances WHERE match_id = $1)
                    OR EXISTS (SELECT 1 FROM match_events WHERE match_id = $1) AS has_sheet,
                    count(*) FILTER (WHERE (e.type IN ('goal', 'penaltyGoal') AND e.club_id = $2)
                                        OR (e.type = 'ownGoal' AND e.club_id = $3))::int AS home,
                    count(*) FILTER (WHERE (e.type IN ('goal', 'penaltyGoal') AND e.club_id = $3)
                                        OR (e.type = 'ownGoal' AND e.club_id = $2))::int AS away
               FROM match_events e WHERE e.match_id = $1`,
        [match.id, match.home_club_id, match.away_club_id],
      );
      if (sheet!.has_sheet && (homeScore !== sheet!.home || awayScore !== sheet!.away)) {
        throw new Failure(
          FAILURES.scoreDisagreesWithEvents,
          `${homeScore}-${awayScore}, events ${sheet!.home}-${sheet!.away}`,
        );
      }
    }
    if (!kickedOff(state)) {
      homeScore = null;
      awayScore = null;
    }
    await tx.query(
      `UPDATE matches SET kickoff = COALESCE($2, kickoff), state = $3, home_score = $4,
                  away_score = $5, minute = CASE WHEN $3 = 'live' THEN COALESCE($6, minute, 0)
                                                 WHEN $3 = 'finished' THEN minute END
            WHERE id = $1`,
      [match.id, body.Kickoff ?? null, state, homeScore, awayScore, body.Minute ?? null],
    );
    // A new kickoff or a postponement moves the round's first kickoff and deadline.
    await refreshRoundTimes(tx, match.round_id);
    if (state !== match.state && RESCORED_ROUND_STATES.has(match.round_state)) {
      await scoreRound(tx, match.round_id, { final: false });
    }
    await auditMatch(tx, audit, match.id, before);
    return match.id;
  });
}
