import type { Database } from '../db/database';
import { openMigratedTestDatabase, TEST_DATABASES } from '../testing/testDatabase';
import { DEMO_ROUNDS_PLAYED, seedDemoSeason } from './demoSeason';
import { checkMatchSheet } from './matchEvents';
import { playDueMatches } from './matchPlay';

const MINUTE = 60_000;

describe.each(TEST_DATABASES)('playing due matches on %s', (kind) => {
  let db: Database;
  const now = new Date('2025-10-01T09:00:00Z');
  beforeAll(async () => {
    db = await openMigratedTestDatabase(kind);
    await seedDemoSeason(db, now);
  });
  afterAll(() => db.close());

  const roundsByNumber = async () =>
    new Map(
      (await db.query<{ id: number; number: number }>('SELECT id, number FROM rounds')).map((r) => [
        r.number,
        r.id,
      ]),
    );

  it('finishes the rounds already past, in order, and nothing more; a second run changes nothing', async () => {
    const ids = await roundsByNumber();
    const played = await playDueMatches(db, now);
    expect(played.roundIds).toEqual(
      Array.from({ length: DEMO_ROUNDS_PLAYED }, (_, i) => ids.get(i + 1)),
    );
    const states = await db.query<{ number: number; state: string; n: number }>(
      `SELECT r.number, m.state, count(*)::int AS n FROM matches m JOIN rounds r ON r.id = m.round_id
        GROUP BY r.number, m.state ORDER BY r.number`,
    );
    expect(states.filter((s) => s.state === 'finished').map((s) => [s.number, s.n])).toEqual(
      Array.from({ length: DEMO_ROUNDS_PLAYED }, (_, i) => [i + 1, 9]),
    );
    const before = await db.query('SELECT * FROM match_events ORDER BY id');
    expect(await playDueMatches(db, now)).toEqual({ roundIds: [] });
    expect(await db.query('SELECT * FROM match_events ORDER BY id')).toEqual(before);
  });

  it('writes sheets that pass the upsert checks, with scores from the goals', async () => {
    const matches = await db.query<{
      id: number;
      home_club_id: number;
      away_club_id: number;
      home_score: number;
      away_score: number;
      home_stats: { Shots: number } | null;
    }>(
      `SELECT id, home_club_id, away_club_id, home_score, away_score, home_stats FROM matches WHERE state = 'finished'`,
    );
    const clubs = new Map(
      (await db.query<{ id: number; club_id: number }>('SELECT id, club_id FROM players')).map(
        (p) => [p.id, p.club_id],
      ),
    );
    let goals = 0;
    for (const m of matches) {
      const appearances = await db.query<{
        player_id: number;
        is_starter: boolean;
        minute_on: number;
        minute_off: number | null;
        saves: number;
      }>(
        'SELECT player_id, is_starter, minute_on, minute_off, saves FROM match_appearances WHERE match_id = $1',
        [m.id],
      );
      const events = await db.query<{
        minute: number;
        added_minute: number | null;
        type: never;
        player_id: number;
        related_player_id: number | null;
        club_id: number;
      }>(
        'SELECT minute, added_minute, type, player_id, related_player_id, club_id FROM match_events WHERE match_id = $1 ORDER BY id',
        [m.id],
      );
      expect(events.every((e) => e.club_id === clubs.get(e.player_id))).toBe(true);
      const check = checkMatchSheet(
        {
          appearances: appearances.map((a) => ({
            playerId: a.player_id,
            isStarter: a.is_starter,
            minuteOn: a.minute_on,
            minuteOff: a.minute_off,
            saves: a.saves,
          })),
          events: events.map((e) => ({
            minute: e.minute,
            addedMinute: e.added_minute,
            type: e.type,
            playerId: e.player_id,
            relatedPlayerId: e.related_player_id,
          })),
          homeStats: null,
          awayStats: null,
        },
        { homeClubId: m.home_club_id, awayClubId: m.away_club_id, clubOf: (id) => clubs.get(id) },
      );
      expect(check).toEqual({ ok: true, homeScore: m.home_score, awayScore: m.away_score });
      expect(m.home_stats!.Shots).toBeGreaterThanOrEqual(0);
      goals += m.home_score + m.away_score;
    }
    expect(goals / matches.length).toBeGreaterThan(1.5);
  });

  it('suspends a player sent off for his next round and brings him back after it', async () => {
    const reds = await db.query<{
      player_id: number;
      number: number;
      status: string;
      expected_return_round: number | null;
      status_reason_en: string | null;
      status_reason_tr: string | null;
      club_id: number;
    }>(
      `SELECT e.player_id, r.number, p.status, p.expected_return_round, p.status_reason_en,
              p.status_reason_tr, p.club_id
         FROM match_events e JOIN matches m ON m.id = e.match_id JOIN rounds r ON r.id = m.round_id
         JOIN players p ON p.id = e.player_id
        WHERE e.type IN ('redCard', 'secondYellow') ORDER BY r.number`,
    );
    expect(reds.length).toBeGreaterThan(0);
    for (const red of reds) {
      // He plays no part in his club's next round.
      const [next] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM match_appearances a JOIN matches m ON m.id = a.match_id
           JOIN rounds r ON r.id = m.round_id WHERE a.player_id = $1 AND r.number = $2`,
        [red.player_id, red.number + 1],
      );
      expect(next!.n).toBe(0);
      if (red.number + 2 > DEMO_ROUNDS_PLAYED) {
        expect(red).toMatchObject({
          status: 'suspended',
          expected_return_round: red.number + 2,
          status_reason_en: 'Red card',
          status_reason_tr: 'Kırmızı kart',
        });
      }
    }
    const back = reds.filter((r) => r.number + 2 <= DEMO_ROUNDS_PLAYED);
    expect(back.length).toBeGreaterThan(0);
    // Back in time for the round after (unless hurt or sent off again since).
    expect(back.some((r) => r.status === 'available' && r.expected_return_round === null)).toBe(
      true,
    );
    const injured = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM players WHERE status = 'injured' AND status_reason_en = 'Injury'
          AND expected_return_round > $1`,
      [DEMO_ROUNDS_PLAYED],
    );
    expect(injured[0]!.n).toBeGreaterThan(0);
  });

  it('plays the next round live, minute by minute, then to the final whistle', async () => {
    const ids = await roundsByNumber();
    const [first] = await db.query<{ id: number; kickoff: Date }>(
      'SELECT id, kickoff FROM matches WHERE round_id = $1 ORDER BY kickoff, id LIMIT 1',
      [ids.get(DEMO_ROUNDS_PLAYED + 1)],
    );
    const at = (minutes: number) => new Date(first!.kickoff.getTime() + minutes * MINUTE);
    const read = async () =>
      (
        await db.query<{
          state: string;
          minute: number;
          home_score: number;
          events: number;
          appearances: number;
        }>(
          `SELECT state, minute, home_score,
           (SELECT count(*)::int FROM match_events WHERE match_id = m.id) AS events,
           (SELECT count(*)::int FROM match_appearances WHERE match_id = m.id) AS appearances
         FROM matches m WHERE id = $1`,
          [first!.id],
        )
      )[0]!;
    expect(await playDueMatches(db, at(30.5))).toEqual({
      roundIds: [ids.get(DEMO_ROUNDS_PLAYED + 1)],
    });
    const live = await read();
    expect(live).toMatchObject({ state: 'live', minute: 31 });
    expect(live.appearances).toBeGreaterThanOrEqual(22);
    // The same minute again: nothing to write.
    expect(await playDueMatches(db, at(30.9))).toEqual({ roundIds: [] });
    await playDueMatches(db, at(80));
    const later = await read();
    expect(later.state).toBe('live');
    expect(later.events).toBeGreaterThanOrEqual(live.events);
    await playDueMatches(db, at(130));
    const done = await read();
    expect(done.state).toBe('finished');
    expect(done.minute).toBeGreaterThanOrEqual(92);
    expect(await playDueMatches(db, at(131))).toEqual({ roundIds: [] });
  });
});
