import { addTestPlayers, addTestRound, pick, type TestPlayer } from '../testing/seasonFixture';
import { openMigratedTestDatabase, TEST_DATABASES } from '../testing/testDatabase';
import { seedClubs } from './clubs';
import type { SheetAppearance, SheetEvent } from '../../rules/matchSheet';
import { checkMatchSheet, writeMatchSheets, type MatchSheet } from './matchEvents';

// Clubs 1 (home) and 2 (away), players numbered by club*100 + slot; 3 plays for club 3.
const clubOf = (id: number) => (id >= 100 && id < 400 ? Math.floor(id / 100) : undefined);
const ctx = { homeClubId: 1, awayClubId: 2, clubOf };
const starter = (playerId: number, minuteOff: number | null = null): SheetAppearance => ({
  playerId,
  isStarter: true,
  minuteOn: 0,
  minuteOff,
  saves: 0,
});
const ev = (
  type: SheetEvent['type'],
  playerId: number,
  minute: number,
  relatedPlayerId: number | null = null,
  addedMinute: number | null = null,
): SheetEvent => ({ type, playerId, minute, relatedPlayerId, addedMinute });

/** A good sheet: a sub, an assisted goal, a saved penalty, an own goal, a red card. */
function goodSheet(): MatchSheet {
  return {
    appearances: [
      starter(101),
      starter(102, 60),
      starter(103),
      starter(104, 80),
      { playerId: 112, isStarter: false, minuteOn: 60, minuteOff: null, saves: 0 },
      starter(201),
      starter(202),
      { ...starter(203), saves: 2 },
    ],
    events: [
      ev('goal', 101, 12, 103),
      ev('penaltySaved', 203, 30, 102),
      ev('penaltyMissed', 102, 30),
      ev('substitution', 102, 60, 112),
      ev('yellowCard', 104, 70),
      ev('secondYellow', 104, 80),
      ev('ownGoal', 202, 90, null, 3),
      ev('penaltyGoal', 201, 45, null, 1),
    ],
    homeStats: { Possession: 55, Shots: 9 },
    awayStats: null,
  };
}

describe('checking a match sheet', () => {
  it('accepts a good sheet and counts the score (an own goal for the other side)', () => {
    expect(checkMatchSheet(goodSheet(), ctx)).toEqual({ ok: true, homeScore: 2, awayScore: 1 });
  });

  const cases: [string, (s: MatchSheet) => void, RegExp][] = [
    [
      'a player of another club',
      (s) => s.appearances.push(starter(301)),
      /Appearances\[8\]\.PlayerId: player 301 plays for neither club/,
    ],
    [
      'an unknown player',
      (s) => s.appearances.push(starter(999)),
      /Appearances\[8\]\.PlayerId: player 999 is not a known player/,
    ],
    [
      'a player twice',
      (s) => s.appearances.push(starter(101)),
      /Appearances\[8\]\.PlayerId: player 101 appears twice/,
    ],
    [
      'a starter coming on late',
      (s) => (s.appearances[0]!.minuteOn = 5),
      /Appearances\[0\]\.MinuteOn/,
    ],
    ['off before on', (s) => (s.appearances[4]!.minuteOff = 50), /Appearances\[4\]\.MinuteOff/],
    [
      'twelve starters',
      (s) =>
        s.appearances.push(...[105, 106, 107, 108, 109, 110, 111, 113].map((id) => starter(id))),
      /more than 11 starters/,
    ],
    [
      'an event of a player without appearance',
      (s) => s.events.push(ev('yellowCard', 205, 10)),
      /Events\[8\]\.PlayerId: player 205 has no appearance/,
    ],
    [
      'an event after the player went off',
      (s) => s.events.push(ev('yellowCard', 102, 75)),
      /Events\[8\]\.Minute: player 102 is on the pitch from 0 to 60/,
    ],
    [
      'an assist by the other side',
      (s) => (s.events[0]!.relatedPlayerId = 201),
      /Events\[0\]\.RelatedPlayerId: the assist/,
    ],
    [
      'an assist on a penalty',
      (s) => (s.events[7]!.relatedPlayerId = 202),
      /Events\[7\]\.RelatedPlayerId: a penaltyGoal has no related player/,
    ],
    [
      'a substitution without the player coming on',
      (s) => (s.events[3]!.relatedPlayerId = null),
      /Events\[3\]\.RelatedPlayerId: a substitution needs/,
    ],
    [
      'a substitution at the wrong minute',
      (s) => (s.events[3]!.minute = 59),
      /Events\[3\]\.PlayerId: player 102 must go off at 59/,
    ],
    [
      'a substitute never brought on',
      (s) => s.events.splice(3, 1),
      /Appearances\[4\]\.IsStarter: player 112 needs a substitution/,
    ],
    [
      'a red card without going off',
      (s) => (s.events[5]!.minute = 79),
      /Events\[5\]\.PlayerId: sent off/,
    ],
    [
      'a saved penalty without the miss',
      (s) => s.events.splice(2, 1),
      /Events\[1\]\.Type: a saved penalty/,
    ],
    [
      'stoppage time after minute 30',
      (s) => (s.events[0]!.addedMinute = 2),
      /Events\[0\]\.AddedMinute/,
    ],
  ];
  it.each(cases)('refuses %s, naming the row', (_, spoil, problem) => {
    const sheet = goodSheet();
    spoil(sheet);
    const check = checkMatchSheet(sheet, ctx);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problem).toMatch(problem);
  });
});

describe.each(TEST_DATABASES)('writing match sheets on %s', (kind) => {
  it('replaces appearances and events and sets score, statistics, state and minute', async () => {
    const db = await openMigratedTestDatabase(kind);
    try {
      await seedClubs(db);
      const players = await addTestPlayers(db);
      const round = await addTestRound(db, {
        number: 1,
        firstKickoff: new Date('2025-09-12T17:00:00Z'),
      });
      const [home, away]: TestPlayer[] = [pick(players, 1, 'FWD', 1), pick(players, 2, 'DEF', 1)];
      const clubOfPlayer = (id: number) => players.find((p) => p.id === id)!.clubId;
      const sheet = (homeStats: MatchSheet['homeStats']) => ({
        matchId: round.matchIds[0]!,
        state: 'live' as const,
        minute: 33,
        homeScore: 1,
        awayScore: 0,
        appearances: [starter(home!.id), { ...starter(away!.id), saves: 1 }],
        events: [ev('goal', home!.id, 20), ev('yellowCard', away!.id, 25)],
        homeStats,
        awayStats: null,
        clubOf: clubOfPlayer,
      });
      await writeMatchSheets(db, [sheet({ Possession: 60 })]);
      await writeMatchSheets(db, [sheet({ Possession: 61, Corners: 2 })]);
      const [match] = await db.query(
        'SELECT state, minute, home_score, away_score, home_stats, away_stats FROM matches WHERE id = $1',
        [round.matchIds[0]],
      );
      expect(match).toEqual({
        state: 'live',
        minute: 33,
        home_score: 1,
        away_score: 0,
        home_stats: { Possession: 61, Corners: 2 },
        away_stats: null,
      });
      expect(
        await db.query(
          'SELECT type, club_id, player_id, minute FROM match_events WHERE match_id = $1 ORDER BY id',
          [round.matchIds[0]],
        ),
      ).toEqual([
        { type: 'goal', club_id: 1, player_id: home!.id, minute: 20 },
        { type: 'yellowCard', club_id: 2, player_id: away!.id, minute: 25 },
      ]);
      expect(
        await db.query(
          'SELECT player_id, club_id, saves FROM match_appearances WHERE match_id = $1 ORDER BY club_id',
          [round.matchIds[0]],
        ),
      ).toEqual([
        { player_id: home!.id, club_id: 1, saves: 0 },
        { player_id: away!.id, club_id: 2, saves: 1 },
      ]);
    } finally {
      await db.close();
    }
  });
});
