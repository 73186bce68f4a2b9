/**
 * A match sheet (appearances, events, side statistics): the checks that Admin/UpsertMatchEvents,
 * the season import and the simulator's output all pass, the score the goal events make,
 * and the one writer that replaces stored sheets (set-based, many matches at once).
 */
import type { Queryable } from '../db/database';
import type { MatchEventType, TeamStatsInput } from '../../store/api/engine';

export interface SheetAppearance {
  playerId: number;
  isStarter: boolean;
  minuteOn: number;
  /** Subbed or sent off; null when on the pitch at the end (or still on, while live). */
  minuteOff: number | null;
  saves: number;
}

export interface SheetEvent {
  minute: number;
  addedMinute: number | null;
  type: MatchEventType;
  playerId: number;
  relatedPlayerId: number | null;
}

export interface MatchSheet {
  appearances: SheetAppearance[];
  events: SheetEvent[];
  homeStats: TeamStatsInput | null;
  awayStats: TeamStatsInput | null;
}

export interface SheetContext {
  homeClubId: number;
  awayClubId: number;
  /** The club of a player; undefined for an unknown player. */
  clubOf: (playerId: number) => number | undefined;
  /** How a message names a player (an id, or a code in an import). */
  nameOf?: (playerId: number) => string;
}

export type SheetCheck =
  { ok: true; homeScore: number; awayScore: number } | { ok: false; problem: string };

const STARTERS_PER_SIDE = 11;
/** Related player: required, allowed (an assist) or not allowed. */
const RELATED: Record<MatchEventType, 'required' | 'optional' | 'none'> = {
  goal: 'optional',
  penaltyGoal: 'none',
  ownGoal: 'none',
  penaltyMissed: 'none',
  penaltySaved: 'required',
  yellowCard: 'none',
  secondYellow: 'none',
  redCard: 'none',
  substitution: 'required',
};

/** The side a goal event counts for (an own goal counts for the other side). */
export function goalSide(type: MatchEventType, playerClubId: number, ctx: SheetContext) {
  const other = playerClubId === ctx.homeClubId ? ctx.awayClubId : ctx.homeClubId;
  if (type === 'goal' || type === 'penaltyGoal') return playerClubId;
  if (type === 'ownGoal') return other;
  return null;
}

/**
 * Checks a sheet as api-spec describes for Admin/UpsertMatchEvents. The first problem is
 * answered as "<List>[<row>].<Field>: <why>"; a good sheet answers its score.
 */
export function checkMatchSheet(sheet: MatchSheet, ctx: SheetContext): SheetCheck {
  const name = ctx.nameOf ?? ((id: number) => `player ${id}`);
  const fail = (problem: string): SheetCheck => ({ ok: false, problem });
  const byPlayer = new Map<number, SheetAppearance>();
  const starters = new Map<number, number>();

  for (const [i, a] of sheet.appearances.entries()) {
    const at = `Appearances[${i}]`;
    const club = ctx.clubOf(a.playerId);
    if (club === undefined)
      return fail(`${at}.PlayerId: ${name(a.playerId)} is not a known player`);
    if (club !== ctx.homeClubId && club !== ctx.awayClubId) {
      return fail(`${at}.PlayerId: ${name(a.playerId)} plays for neither club of the match`);
    }
    if (byPlayer.has(a.playerId)) return fail(`${at}.PlayerId: ${name(a.playerId)} appears twice`);
    byPlayer.set(a.playerId, a);
    if (a.isStarter && a.minuteOn !== 0) return fail(`${at}.MinuteOn: a starter comes on at 0`);
    if (!a.isStarter && a.minuteOn === 0) {
      return fail(`${at}.MinuteOn: a substitute comes on after minute 0`);
    }
    if (a.minuteOff !== null && a.minuteOff < a.minuteOn) {
      return fail(`${at}.MinuteOff: goes off (${a.minuteOff}) before coming on (${a.minuteOn})`);
    }
    if (a.isStarter) {
      starters.set(club, (starters.get(club) ?? 0) + 1);
      if (starters.get(club)! > STARTERS_PER_SIDE) {
        return fail(`${at}.IsStarter: more than ${STARTERS_PER_SIDE} starters for one club`);
      }
    }
  }

  const camesOn = new Set<number>();
  let homeScore = 0;
  let awayScore = 0;
  for (const [i, e] of sheet.events.entries()) {
    const at = `Events[${i}]`;
    if (e.addedMinute !== null && e.minute !== 45 && e.minute !== 90) {
      return fail(`${at}.AddedMinute: stoppage time follows minute 45 or 90`);
    }
    const player = byPlayer.get(e.playerId);
    if (!player) return fail(`${at}.PlayerId: ${name(e.playerId)} has no appearance`);
    const club = ctx.clubOf(e.playerId)!;
    const until = player.minuteOff ?? 90;
    if (e.minute < player.minuteOn || e.minute > until) {
      return fail(
        `${at}.Minute: ${name(e.playerId)} is on the pitch from ${player.minuteOn} to ${until}`,
      );
    }
    const rule = RELATED[e.type];
    const relatedId = e.relatedPlayerId;
    if (rule === 'required' && relatedId === null) {
      return fail(`${at}.RelatedPlayerId: a ${e.type} needs a related player`);
    }
    if (rule === 'none' && relatedId !== null) {
      return fail(`${at}.RelatedPlayerId: a ${e.type} has no related player`);
    }
    const related = relatedId === null ? undefined : byPlayer.get(relatedId);
    if (relatedId !== null) {
      if (relatedId === e.playerId) return fail(`${at}.RelatedPlayerId: the same player`);
      if (!related) return fail(`${at}.RelatedPlayerId: ${name(relatedId)} has no appearance`);
    }
    const relatedClub = relatedId === null ? undefined : ctx.clubOf(relatedId);
    switch (e.type) {
      case 'goal':
        if (related && relatedClub !== club) {
          return fail(`${at}.RelatedPlayerId: the assist is by a player of the other side`);
        }
        if (related && (e.minute < related.minuteOn || e.minute > (related.minuteOff ?? 90))) {
          return fail(`${at}.RelatedPlayerId: ${name(relatedId!)} is not on the pitch then`);
        }
        break;
      case 'substitution':
        if (relatedClub !== club) {
          return fail(`${at}.RelatedPlayerId: a substitution is within one club`);
        }
        if (player.minuteOff !== e.minute) {
          return fail(`${at}.PlayerId: ${name(e.playerId)} must go off at ${e.minute}`);
        }
        if (related!.isStarter || related!.minuteOn !== e.minute) {
          return fail(
            `${at}.RelatedPlayerId: ${name(relatedId!)} must be a substitute coming on at ${e.minute}`,
          );
        }
        if (camesOn.has(relatedId!)) {
          return fail(`${at}.RelatedPlayerId: ${name(relatedId!)} already came on`);
        }
        camesOn.add(relatedId!);
        break;
      case 'redCard':
      case 'secondYellow':
        if (player.minuteOff !== e.minute) {
          return fail(`${at}.PlayerId: sent off, ${name(e.playerId)} must go off at ${e.minute}`);
        }
        break;
      case 'penaltySaved': {
        if (relatedClub === club) {
          return fail(`${at}.RelatedPlayerId: the penalty taker is of the other side`);
        }
        const missed = sheet.events.some(
          (m) =>
            m.type === 'penaltyMissed' &&
            m.playerId === relatedId &&
            m.minute === e.minute &&
            m.addedMinute === e.addedMinute,
        );
        if (!missed) {
          return fail(`${at}.Type: a saved penalty also needs the taker's penaltyMissed event`);
        }
        break;
      }
      default:
        break;
    }
    const scored = goalSide(e.type, club, ctx);
    if (scored === ctx.homeClubId) homeScore += 1;
    if (scored === ctx.awayClubId) awayScore += 1;
  }

  for (const [i, a] of sheet.appearances.entries()) {
    if (!a.isStarter && !camesOn.has(a.playerId)) {
      return fail(
        `Appearances[${i}].IsStarter: ${name(a.playerId)} needs a substitution bringing him on`,
      );
    }
  }
  return { ok: true, homeScore, awayScore };
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
