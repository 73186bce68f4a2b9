/**
 * A match sheet (appearances, events, side statistics): the checks that Admin/UpsertMatchEvents,
 * the season import and the simulator's output all pass (the rules live in rules/matchSheet.ts,
 * shared with the panel's editor; here they are said in English, as the API's problems are),
 * the score the goal events make, and the one writer that replaces stored sheets (set-based,
 * many matches at once).
 */
import type { Queryable } from '../db/database';
import type { TeamStatsInput } from '../../store/api/engine';
import {
  sheetProblems,
  sheetScore,
  type SheetClubs,
  type SheetProblem,
  type SheetRows,
} from '../../rules/matchSheet';

export interface MatchSheet extends SheetRows {
  homeStats: TeamStatsInput | null;
  awayStats: TeamStatsInput | null;
}

export interface SheetContext extends SheetClubs {
  /** How a message names a player (an id, or a code in an import). */
  nameOf?: (playerId: number) => string;
}

export type SheetCheck =
  { ok: true; homeScore: number; awayScore: number } | { ok: false; problem: string };

/** A problem as the API says it: "<List>[<row>].<Field>: <why>". */
function problemText(p: SheetProblem, name: (playerId: number) => string): string {
  const who = p.player === undefined ? '' : name(p.player);
  const why: Record<SheetProblem['code'], () => string> = {
    unknownPlayer: () => `${who} is not a known player`,
    neitherClub: () => `${who} plays for neither club of the match`,
    twice: () => `${who} appears twice`,
    starterOn: () => 'a starter comes on at 0',
    subOn: () => 'a substitute comes on after minute 0',
    offBeforeOn: () => `goes off (${p.to}) before coming on (${p.from})`,
    tooManyStarters: () => `more than ${p.count} starters for one club`,
    needsSubstitution: () => `${who} needs a substitution bringing him on`,
    stoppage: () => 'stoppage time follows minute 45 or 90',
    noAppearance: () => `${who} has no appearance`,
    notOnPitch: () => `${who} is on the pitch from ${p.from} to ${p.to}`,
    relatedRequired: () => `a ${p.type} needs a related player`,
    relatedNone: () => `a ${p.type} has no related player`,
    relatedSame: () => 'the same player',
    relatedNoAppearance: () => `${who} has no appearance`,
    assistSide: () => 'the assist is by a player of the other side',
    assistNotOnPitch: () => `${who} is not on the pitch then`,
    substitutionClub: () => 'a substitution is within one club',
    mustGoOff: () => `${who} must go off at ${p.minute}`,
    mustComeOn: () => `${who} must be a substitute coming on at ${p.minute}`,
    alreadyCameOn: () => `${who} already came on`,
    sentOffMustGoOff: () => `sent off, ${who} must go off at ${p.minute}`,
    takerOtherSide: () => 'the penalty taker is of the other side',
    savedNeedsMissed: () => "a saved penalty also needs the taker's penaltyMissed event",
  };
  return `${p.list}[${p.row}].${p.field}: ${why[p.code]()}`;
}

/**
 * Checks a sheet as api-spec describes for Admin/UpsertMatchEvents. The first problem is
 * answered as "<List>[<row>].<Field>: <why>"; a good sheet answers its score.
 */
export function checkMatchSheet(sheet: MatchSheet, ctx: SheetContext): SheetCheck {
  const [problem] = sheetProblems(sheet, ctx);
  if (problem) {
    return { ok: false, problem: problemText(problem, ctx.nameOf ?? ((id) => `player ${id}`)) };
  }
  return { ok: true, ...sheetScore(sheet, ctx) };
}

/** What the writer stores for one match. */
export interface StoredSheet extends MatchSheet {
  matchId: number;
  state: 'scheduled' | 'live' | 'finished' | 'postponed';
  minute: number | null;
  homeScore: number | null;
  awayScore: number | null;
  /** The club of each player of the sheet. */
  clubOf: (playerId: number) => number;
}

/**
 * Replaces the appearances and events of the given matches and sets their score,
 * statistics, state and minute: five statements however many matches.
 */
export async function writeMatchSheets(q: Queryable, sheets: readonly StoredSheet[]) {
  if (sheets.length === 0) return;
  const ids = sheets.map((s) => s.matchId);
  const appearances = sheets.flatMap((s) =>
    s.appearances.map((a) => ({ ...a, matchId: s.matchId, clubId: s.clubOf(a.playerId) })),
  );
  const events = sheets.flatMap((s) =>
    s.events.map((e, order) => ({ ...e, order, matchId: s.matchId, clubId: s.clubOf(e.playerId) })),
  );
  const matches = sheets.map((s) => ({
    matchId: s.matchId,
    state: s.state,
    minute: s.minute,
    homeScore: s.homeScore,
    awayScore: s.awayScore,
    homeStats: s.homeStats,
    awayStats: s.awayStats,
  }));
  await q.query('DELETE FROM match_events WHERE match_id = ANY($1::int[])', [ids]);
  await q.query('DELETE FROM match_appearances WHERE match_id = ANY($1::int[])', [ids]);
  await q.query(
    `INSERT INTO match_appearances (match_id, player_id, club_id, is_starter, minute_on, minute_off, saves)
     SELECT x."matchId", x."playerId", x."clubId", x."isStarter", x."minuteOn", x."minuteOff", x.saves
       FROM jsonb_to_recordset($1::jsonb) AS x("matchId" int, "playerId" int, "clubId" int,
         "isStarter" boolean, "minuteOn" int, "minuteOff" int, saves int)`,
    [JSON.stringify(appearances)],
  );
  // Ids follow the sheet's order, which is match order.
  await q.query(
    `INSERT INTO match_events (match_id, minute, added_minute, type, club_id, player_id, related_player_id)
     SELECT x."matchId", x.minute, x."addedMinute", x.type, x."clubId", x."playerId", x."relatedPlayerId"
       FROM jsonb_to_recordset($1::jsonb) AS x("matchId" int, "order" int, minute int,
         "addedMinute" int, type text, "clubId" int, "playerId" int, "relatedPlayerId" int)
      ORDER BY x."matchId", x."order"`,
    [JSON.stringify(events)],
  );
  await q.query(
    `UPDATE matches m
        SET state = x.state, minute = x.minute, home_score = x."homeScore",
            away_score = x."awayScore", home_stats = NULLIF(x."homeStats", 'null'::jsonb), away_stats = NULLIF(x."awayStats", 'null'::jsonb)
       FROM jsonb_to_recordset($1::jsonb) AS x("matchId" int, state text, minute int,
         "homeScore" int, "awayScore" int, "homeStats" jsonb, "awayStats" jsonb)
      WHERE m.id = x."matchId"`,
    [JSON.stringify(matches)],
  );
}
