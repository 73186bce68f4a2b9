/**
 * The admin's season data calls over HTTP: match sheets (replace, checks, provisional
 * points), match updates (kickoff, state moves, score against the events, minute) and the
 * season import (dry run, refusal naming the row, all or nothing); Users are refused.
 */
import { sampleImport } from '../season/importSamples';
import {
  addTestPlayers,
  addTestRound,
  pick,
  type TestPlayer,
  type TestRound,
} from '../testing/seasonFixture';
import { TEST_DATABASES } from '../testing/testDatabase';
import {
  startTestServer,
  TEST_ACCOUNTS,
  type TestClient,
  type TestServer,
} from '../testing/testServer';

const ENGINE = '/engine/api/Admin';
const HOUR = 3600_000;

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let players: TestPlayer[];
  let live: TestRound;
  let open: TestRound;
  let locked: TestRound;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = server.client();
    await admin.login(TEST_ACCOUNTS.admin.userName, TEST_ACCOUNTS.admin.password);
    players = await addTestPlayers(server.db);
    const now = server.clock.now().getTime();
    live = await addTestRound(server.db, {
      number: 1,
      firstKickoff: new Date(now - 2 * HOUR),
      state: 'live',
    });
    locked = await addTestRound(server.db, {
      number: 2,
      firstKickoff: new Date(now + 10 * HOUR),
      state: 'locked',
    });
    open = await addTestRound(server.db, {
      number: 3,
      firstKickoff: new Date(now + 50 * HOUR),
      state: 'open',
    });
    await server.db.query(
      `UPDATE matches SET state = 'live', minute = 60, home_score = 0, away_score = 0
                            WHERE round_id = $1`,
      [live.id],
    );
  });
  afterAll(() => server.close());

  const post = (path: string, json: unknown, client = admin) =>
    client.call(`${ENGINE}/${path}`, { method: 'POST', json });
  const failureOf = (answer: {
    status: number;
    body: { Result: { ResultCode: number; ResultMessage: string } };
  }) => ({
    status: answer.status,
    code: answer.body.Result.ResultCode,
    message: answer.body.Result.ResultMessage,
  });

  // Match 0 of a round is club 1 (home) against club 2.
  const gk1 = () => pick(players, 1, 'GK', 1).id;
  const fwd1 = () => pick(players, 1, 'FWD', 1).id;
  const mid1 = () => pick(players, 1, 'MID', 1).id;
  const sub1 = () => pick(players, 1, 'FWD', 2).id;
  const gk2 = () => pick(players, 2, 'GK', 1).id;
  const def2 = () => pick(players, 2, 'DEF', 1).id;
  const starter = (PlayerId: number, extra = {}) => ({
    PlayerId,
    IsStarter: true,
    MinuteOn: 0,
    ...extra,
  });
  const sheet = () => ({
    MatchId: live.matchIds[0],
    Appearances: [
      starter(gk1()),
      starter(fwd1(), { MinuteOff: 70 }),
      starter(mid1()),
      { PlayerId: sub1(), IsStarter: false, MinuteOn: 70 },
      starter(gk2(), { Saves: 4 }),
      starter(def2()),
    ],
    Events: [
      { Minute: 70, Type: 'substitution', PlayerId: fwd1(), RelatedPlayerId: sub1() },
      { Minute: 12, Type: 'goal', PlayerId: fwd1(), RelatedPlayerId: mid1() },
      { Minute: 45, AddedMinute: 2, Type: 'ownGoal', PlayerId: def2() },
      { Minute: 50, Type: 'yellowCard', PlayerId: def2() },
    ],
    HomeStats: { Possession: 58, Shots: 11, ShotsOnTarget: 5 },
  });

  describe('permissions', () => {
    it('refuses a User each of the three calls (403)', async () => {
      const user = server.client();
      await user.login(TEST_ACCOUNTS.demo.userName, TEST_ACCOUNTS.demo.password);
      for (const [path, body] of [
        ['UpsertMatchEvents', sheet()],
        ['UpdateMatch', { MatchId: live.matchIds[0] }],
        ['ImportSeason', { CompetitionCode: 'TR_SL', DryRun: true }],
      ] as const) {
        expect((await post(path, body, user)).status).toBe(403);
      }
    });
  });

  describe('Admin/UpsertMatchEvents', () => {
    it('replaces the sheet, recomputes the score and answers the match with provisional points', async () => {
      const answer = await post('UpsertMatchEvents', sheet());
      expect(answer.status).toBe(200);
      const detail = answer.body.ReturnObject;
      expect(detail.Match).toMatchObject({
        Id: live.matchIds[0],
        State: 'live',
        HomeScore: 2,
        AwayScore: 0,
        Minute: 60,
      });
      expect(detail.IsProvisional).toBe(true);
      // In match order, whatever the order entered.
      expect(
        detail.Events.map((e: { Type: string; TeamId: number }) => [e.Type, e.TeamId]),
      ).toEqual([
        ['goal', 1],
        ['ownGoal', 2],
        ['yellowCard', 2],
        ['substitution', 1],
      ]);
      const scorer = detail.HomeLineup.find((p: { PlayerId: number }) => p.PlayerId === fwd1());
      expect(scorer).toMatchObject({ IsStarter: true, MinuteOn: 0, MinuteOff: 70 });
      // Minutes count up to the live clock (60).
      expect(scorer.Stats).toMatchObject({ Minutes: 60, Goals: 1 });
      // Scored at once (round live): 2 for 60+ minutes, 4 for a forward's goal, plus bonus.
      expect(scorer.Points).toBeGreaterThanOrEqual(6);
      expect(detail.HomeStats).toMatchObject({
        TeamId: 1,
        Goals: 2,
        Substitutions: 1,
        Possession: 58,
        Shots: 11,
      });
      expect(detail.AwayStats).toMatchObject({
        TeamId: 2,
        YellowCards: 1,
        Saves: 4,
        Possession: null,
      });

      // A correction: the own goal is withdrawn; the stored set is replaced.
      const corrected = sheet();
      corrected.Events.splice(2, 1);
      const again = await post('UpsertMatchEvents', corrected);
      expect(again.body.ReturnObject.Match).toMatchObject({ HomeScore: 1, AwayScore: 0 });
      expect(again.body.ReturnObject.Events).toHaveLength(3);
      const [row] = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM match_events WHERE match_id = $1',
        [live.matchIds[0]],
      );
      expect(row!.n).toBe(3);
    });

    it.each<[string, (s: ReturnType<typeof sheet>) => void, RegExp]>([
      [
        'a player of another club',
        (s) => s.Appearances.push(starter(pick(players, 5, 'MID', 1).id)),
        /Appearances\[6\]\.PlayerId: player \d+ plays for neither club/,
      ],
      [
        'an event without appearance',
        (s) =>
          s.Events.push({ Minute: 5, Type: 'yellowCard', PlayerId: pick(players, 2, 'MID', 3).id }),
        /Events\[4\]\.PlayerId: .* has no appearance/,
      ],
      ['a substitution off at another minute', (s) => (s.Events[0]!.Minute = 71), /Events\[0\]\./],
      [
        'an assist by the other side',
        (s) => (s.Events[1]!.RelatedPlayerId = def2()),
        /Events\[1\]\.RelatedPlayerId: the assist/,
      ],
      [
        'a red card without going off',
        (s) => s.Events.push({ Minute: 80, Type: 'redCard', PlayerId: mid1() }),
        /Events\[4\]\.PlayerId: sent off/,
      ],
    ])('refuses %s (400 naming the row), keeping the stored sheet', async (_, spoil, detail) => {
      const before = await server.db.query(
        'SELECT * FROM match_events WHERE match_id = $1 ORDER BY id',
        [live.matchIds[0]],
      );
      const body = sheet();
      spoil(body);
      const answer = failureOf(await post('UpsertMatchEvents', body));
      expect(answer).toMatchObject({ status: 400, code: 2101 });
      expect(answer.message).toMatch(detail);
      expect(
        await server.db.query('SELECT * FROM match_events WHERE match_id = $1 ORDER BY id', [
          live.matchIds[0],
        ]),
      ).toEqual(before);
    });

    it('refuses a match not yet kicked off (409) and an unknown match (404)', async () => {
      const early = failureOf(
        await post('UpsertMatchEvents', { ...sheet(), MatchId: open.matchIds[0] }),
      );
      expect(early).toMatchObject({ status: 409, code: 2102 });
      const unknown = await post('UpsertMatchEvents', { ...sheet(), MatchId: 999_999 });
      expect(unknown.status).toBe(404);
    });
  });

  describe('Admin/UpdateMatch', () => {
    it('moves its round kickoff and deadline with a new kickoff while the round is open', async () => {
      const earlier = new Date(open.firstKickoff.getTime() - 3 * HOUR);
      const answer = await post('UpdateMatch', {
        MatchId: open.matchIds[4],
        Kickoff: earlier.toISOString(),
      });
      expect(answer.status).toBe(200);
      expect(answer.body.ReturnObject).toMatchObject({
        Id: open.matchIds[4],
        Kickoff: earlier.toISOString(),
        State: 'scheduled',
        HomeScore: null,
        Minute: null,
      });
      const [round] = await server.db.query(
        'SELECT first_kickoff, deadline FROM rounds WHERE id = $1',
        [open.id],
      );
      expect(round).toEqual({
        first_kickoff: earlier,
        deadline: new Date(earlier.getTime() - HOUR),
      });
    });

    it('refuses a new kickoff once the round is locked (409)', async () => {
      const answer = failureOf(
        await post('UpdateMatch', {
          MatchId: locked.matchIds[0],
          Kickoff: new Date().toISOString(),
        }),
      );
      expect(answer).toMatchObject({ status: 409, code: 2103 });
    });

    it('postpones a match and brings it back with a new kickoff; the round follows', async () => {
      const id = open.matchIds[4];
      const postponed = await post('UpdateMatch', { MatchId: id, State: 'postponed' });
      expect(postponed.body.ReturnObject.State).toBe('postponed');
      const [round] = await server.db.query<{ first_kickoff: Date }>(
        'SELECT first_kickoff FROM rounds WHERE id = $1',
        [open.id],
      );
      expect(round!.first_kickoff).toEqual(open.firstKickoff);
      const later = new Date(open.firstKickoff.getTime() + 20 * HOUR).toISOString();
      const back = await post('UpdateMatch', { MatchId: id, State: 'scheduled', Kickoff: later });
      expect(back.body.ReturnObject).toMatchObject({ State: 'scheduled', Kickoff: later });
    });

    it('moves scheduled → live → finished only, with the clock while live', async () => {
      const id = open.matchIds[8];
      expect(
        failureOf(await post('UpdateMatch', { MatchId: id, State: 'finished' })),
      ).toMatchObject({ status: 409, code: 2105 });
      expect(failureOf(await post('UpdateMatch', { MatchId: id, Minute: 10 }))).toMatchObject({
        status: 409,
        code: 2106,
      });
      expect(failureOf(await post('UpdateMatch', { MatchId: id, HomeScore: 1 }))).toMatchObject({
        status: 409,
        code: 2102,
      });
      const kicked = await post('UpdateMatch', { MatchId: id, State: 'live', Minute: 3 });
      expect(kicked.body.ReturnObject).toMatchObject({
        State: 'live',
        HomeScore: 0,
        AwayScore: 0,
        Minute: 3,
      });
      // No sheet stored: a score stands on its own.
      const scored = await post('UpdateMatch', { MatchId: id, HomeScore: 2, Minute: 55 });
      expect(scored.body.ReturnObject).toMatchObject({ HomeScore: 2, AwayScore: 0, Minute: 55 });
      const done = await post('UpdateMatch', { MatchId: id, State: 'finished' });
      expect(done.body.ReturnObject).toMatchObject({
        State: 'finished',
        HomeScore: 2,
        Minute: null,
      });
      expect(failureOf(await post('UpdateMatch', { MatchId: id, State: 'live' }))).toMatchObject({
        status: 409,
        code: 2105,
      });
    });

    it('refuses a score that disagrees with the stored goal events (400), accepts one that agrees', async () => {
      await post('UpsertMatchEvents', sheet()); // 2-0
      const wrong = failureOf(
        await post('UpdateMatch', { MatchId: live.matchIds[0], HomeScore: 3 }),
      );
      expect(wrong).toMatchObject({ status: 400, code: 2104 });
      expect(wrong.message).toContain('3-0, events 2-0');
      const right = await post('UpdateMatch', {
        MatchId: live.matchIds[0],
        HomeScore: 2,
        AwayScore: 0,
        Minute: 75,
      });
      expect(right.body.ReturnObject).toMatchObject({ HomeScore: 2, AwayScore: 0, Minute: 75 });
    });

    it('answers 404 for an unknown match', async () => {
      expect((await post('UpdateMatch', { MatchId: 999_999, Minute: 3 })).status).toBe(404);
    });
  });

  describe('Admin/ImportSeason', () => {
    it('a dry run counts and writes nothing; the import then writes', async () => {
      const dry = await post('ImportSeason', { ...sampleImport(), DryRun: true });
      expect(dry.status).toBe(200);
      expect(dry.body.ReturnObject).toEqual({
        DryRun: true,
        Teams: { Added: 2, Updated: 0 },
        Players: { Added: 4, Updated: 0 },
        Rounds: { Added: 1, Updated: 0 },
        Matches: { Added: 2, Updated: 0 },
        Appearances: 3,
        Events: 2,
      });
      const [none] = await server.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM clubs WHERE code = 'XA'`,
      );
      expect(none!.n).toBe(0);
      const done = await post('ImportSeason', sampleImport());
      expect(done.body.ReturnObject).toMatchObject({
        DryRun: false,
        Players: { Added: 4, Updated: 0 },
      });
      const teams = await server
        .client()
        .call('/engine/api/Teams/GetTeamsList', { method: 'POST', json: {} });
      expect(teams.body.ReturnObject.map((t: { Code: string }) => t.Code)).toContain('XA');
    });

    it('refuses the whole import for one bad row (400 naming the list and row)', async () => {
      const input = sampleImport();
      input.Teams![0]!.Name = 'Yazılmamalı';
      input.Players![1]!.TeamCode = 'XYZ';
      const answer = failureOf(await post('ImportSeason', input));
      expect(answer).toMatchObject({ status: 400, code: 2100 });
      expect(answer.message).toContain('Players[1].TeamCode: no club XYZ');
      const [club] = await server.db.query<{ name: string }>(
        `SELECT name FROM clubs WHERE code = 'XA'`,
      );
      expect(club!.name).toBe('Ankara Deneme');
    });
  });
});
