/**
 * Fixtures and the match page over HTTP, without a token: the current round by default, a
 * club's season, paging and sorting, the state filter, and one match with its events,
 * line-ups (figures and points from player_match_stats) and team statistics.
 */
import { pick } from '../testing/seasonFixture';
import { addMatchStats, addReadSeason, type ReadSeason } from '../stats/testSeason';
import { TEST_DATABASES } from '../testing/testDatabase';
import { startTestServer, type TestServer } from '../testing/testServer';

// Seeding 270 players and 45 matches takes a while on a busy machine.
const SETUP_TIMEOUT = 120_000;
const ENGINE = '/engine/api';

describe.each(TEST_DATABASES)('on %s', (kind) => {
  let server: TestServer;
  let season: ReadSeason;
  beforeAll(async () => {
    server = await startTestServer(kind);
    season = await addReadSeason(server.db, server.clock.now());
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const list = (json: unknown) =>
    server.client().call(`${ENGINE}/MatchesOfTheWeek/GetMatchesOfTheWeekList`, {
      method: 'POST',
      json,
    });
  const ids = (answer: { body: { ReturnObject: { Id: number }[] } }) =>
    answer.body.ReturnObject.map((m) => m.Id);

  describe('the list', () => {
    it('without a round: the current round in kickoff order', async () => {
      const r4 = season.rounds[3];
      const answer = await list({});
      expect(answer.status).toBe(200);
      expect(ids(answer)).toEqual(r4.matchIds);
      expect(answer.body.TotalCount).toBe(9);
      expect(answer.body.ReturnObject[0]).toEqual({
        Id: r4.matchIds[0]!,
        CompetitionCode: 'TR_SL',
        WeeklyLeagueInformationId: r4.id,
        RoundNumber: 4,
        HomeTeamId: 2,
        AwayTeamId: 1,
        Kickoff: r4.firstKickoff.toISOString(),
        State: 'scheduled',
        HomeScore: null,
        AwayScore: null,
        Minute: null,
      });
    });

    it("with a club and no round: the club's season, sortable by round", async () => {
      const season1 = season.rounds.map((r) => r.matchIds[0]!);
      const answer = await list({ TeamId: 1 });
      expect(ids(answer)).toEqual(season1);
      expect(answer.body.TotalCount).toBe(5);
      const desc = await list({
        TeamId: 2,
        SortingPaging: { SortItem: { ColumnName: 'RoundNumber', ColumnOrder: 'desc' } },
      });
      expect(desc.body.ReturnObject.map((m: { RoundNumber: number }) => m.RoundNumber)).toEqual([
        5, 4, 3, 2, 1,
      ]);
      const kickoffDesc = await list({
        TeamId: 2,
        SortingPaging: { SortItem: { ColumnName: 'Kickoff', ColumnOrder: 'desc' } },
      });
      expect(ids(kickoffDesc)).toEqual([...season1].reverse());
      const roundAsc = await list({
        TeamId: 2,
        SortingPaging: { SortItem: { ColumnName: 'RoundNumber', ColumnOrder: 'asc' } },
      });
      expect(ids(roundAsc)).toEqual(season1);
    });

    it('pages a round, filters by state and shows the live clock', async () => {
      const r1 = season.rounds[0];
      const page = await list({
        WeeklyLeagueInformationId: r1.id,
        SortingPaging: { PageNumber: 1, NumberRecords: 4 },
      });
      expect(ids(page)).toEqual(r1.matchIds.slice(4, 8));
      expect(page.body.TotalCount).toBe(9);
      const r3 = season.rounds[2];
      const live = await list({ WeeklyLeagueInformationId: r3.id, States: ['live'] });
      expect(live.body.TotalCount).toBe(1);
      expect(live.body.ReturnObject[0]).toMatchObject({
        Id: r3.matchIds[0]!,
        State: 'live',
        HomeScore: 0,
        AwayScore: 0,
        Minute: 30,
      });
      const finished = await list({ TeamId: 3, States: ['finished'] });
      expect(ids(finished)).toEqual([season.rounds[0].matchIds[1]!, season.rounds[1].matchIds[1]!]);
    });

    it('refuses an unknown sort column and an unknown round', async () => {
      const bad = await list({
        SortingPaging: { SortItem: { ColumnName: 'HomeScore', ColumnOrder: 'asc' } },
      });
      expect(bad.status).toBe(400);
      const unknown = await list({ WeeklyLeagueInformationId: 99999 });
      expect(unknown.status).toBe(404);
      expect(unknown.body.Result.ResultCode).toBe(2400);
    });
  });

  describe('the match page', () => {
    const detail = (matchId: number) =>
      server.call(`${ENGINE}/Match/GetMatchDetail?matchId=${matchId}`, {
        headers: { LanguageCode: 'en-US' },
      });

    it('shows events in match order, line-ups with figures and points, and team statistics', async () => {
      const { db } = server;
      const r1 = season.rounds[0];
      const matchId = r1.matchIds[0]!; // club 1 (home) against club 2
      const p = (club: number, pos: 'GK' | 'DEF' | 'MID' | 'FWD', n: number) =>
        pick(season.players, club, pos, n);
      const appear = (player: ReturnType<typeof p>, on: number, off: number | null, saves = 0) =>
        db.query(
          `INSERT INTO match_appearances (match_id, player_id, club_id, is_starter, minute_on, minute_off, saves)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [matchId, player.id, player.clubId, on === 0, on, off, saves],
        );
      await appear(p(1, 'FWD', 1), 0, 70);
      await appear(p(1, 'GK', 1), 0, null, 2);
      await appear(p(1, 'FWD', 2), 70, null);
      await appear(p(1, 'DEF', 1), 0, null);
      await appear(p(2, 'MID', 1), 0, null);
      await appear(p(2, 'GK', 1), 0, null, 3);
      await appear(p(2, 'DEF', 1), 0, null);
      const event = (
        minute: number,
        added: number | null,
        type: string,
        player: ReturnType<typeof p>,
        related: ReturnType<typeof p> | null,
      ) =>
        db.query(
          `INSERT INTO match_events (match_id, minute, added_minute, type, club_id, player_id, related_player_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [matchId, minute, added, type, player.clubId, player.id, related?.id ?? null],
        );
      // Entered out of order: the page shows them in match order.
      const [own] = await event(80, null, 'ownGoal', p(2, 'DEF', 1), null);
      const [goal] = await event(20, null, 'goal', p(1, 'FWD', 1), p(1, 'DEF', 1));
      const [yellow] = await event(45, 2, 'yellowCard', p(2, 'MID', 1), null);
      const [early] = await event(45, null, 'yellowCard', p(1, 'DEF', 1), null);
      const [sub] = await event(70, null, 'substitution', p(1, 'FWD', 1), p(1, 'FWD', 2));
      await db.query(
        `UPDATE matches SET home_score = 2, away_score = 0,
           home_stats = '{"Possession": 55, "Shots": 12}', away_stats = '{"Possession": 45}'
         WHERE id = $1`,
        [matchId],
      );
      await addMatchStats(db, {
        matchId,
        roundId: r1.id,
        player: p(1, 'FWD', 1),
        minutes: 70,
        goals: 1,
        bonusPoints: 3,
        points: 9,
      });
      await addMatchStats(db, {
        matchId,
        roundId: r1.id,
        player: p(2, 'GK', 1),
        minutes: 90,
        saves: 3,
        goalsConceded: 2,
        points: 2,
      });

      const answer = await detail(matchId);
      expect(answer.status).toBe(200);
      const body = answer.body.ReturnObject;
      expect(body.Match).toMatchObject({
        Id: matchId,
        HomeScore: 2,
        AwayScore: 0,
        State: 'finished',
      });
      expect(body.IsProvisional).toBe(false);
      expect(body.Events.map((e: { Id: number }) => e.Id)).toEqual([
        goal!.id,
        early!.id,
        yellow!.id,
        sub!.id,
        own!.id,
      ]);
      expect(body.Events[0]).toEqual({
        Id: goal!.id,
        Minute: 20,
        AddedMinute: null,
        Type: 'goal',
        TeamId: 1,
        PlayerId: p(1, 'FWD', 1).id,
        RelatedPlayerId: p(1, 'DEF', 1).id,
      });
      expect(body.Events[2]).toMatchObject({ Minute: 45, AddedMinute: 2, TeamId: 2 });
      // Starters by position, then the substitute.
      expect(body.HomeLineup.map((l: { PlayerId: number }) => l.PlayerId)).toEqual([
        p(1, 'GK', 1).id,
        p(1, 'DEF', 1).id,
        p(1, 'FWD', 1).id,
        p(1, 'FWD', 2).id,
      ]);
      expect(body.HomeLineup[2]).toEqual({
        PlayerId: p(1, 'FWD', 1).id,
        DisplayName: 'GS FWD 1',
        Position: 'FWD',
        ShirtNumber: expect.any(Number),
        IsStarter: true,
        MinuteOn: 0,
        MinuteOff: 70,
        Stats: {
          Minutes: 70,
          Goals: 1,
          Assists: 0,
          CleanSheet: false,
          GoalsConceded: 0,
          Saves: 0,
          PenaltiesSaved: 0,
          PenaltiesMissed: 0,
          YellowCards: 0,
          RedCards: 0,
          OwnGoals: 0,
          BonusPoints: 3,
        },
        Points: 9,
      });
      expect(body.HomeLineup[3]).toMatchObject({ IsStarter: false, MinuteOn: 70, MinuteOff: null });
      // Not derived yet: no figures, no points.
      expect(body.HomeLineup[0]).toMatchObject({
        Points: 0,
        Stats: expect.objectContaining({ Minutes: 0 }),
      });
      expect(body.AwayLineup.map((l: { PlayerId: number }) => l.PlayerId)).toEqual([
        p(2, 'GK', 1).id,
        p(2, 'DEF', 1).id,
        p(2, 'MID', 1).id,
      ]);
      expect(body.AwayLineup[0]).toMatchObject({
        Points: 2,
        Stats: expect.objectContaining({ Saves: 3 }),
      });
      expect(body.HomeStats).toEqual({
        TeamId: 1,
        Goals: 2,
        YellowCards: 1,
        RedCards: 0,
        Saves: 2,
        Substitutions: 1,
        Possession: 55,
        Shots: 12,
        ShotsOnTarget: null,
        Corners: null,
        Fouls: null,
      });
      expect(body.AwayStats).toEqual({
        TeamId: 2,
        Goals: 0,
        YellowCards: 1,
        RedCards: 0,
        Saves: 3,
        Substitutions: 0,
        Possession: 45,
        Shots: null,
        ShotsOnTarget: null,
        Corners: null,
        Fouls: null,
      });
    });

    it('before kickoff: no events, no line-ups, no statistics; provisional', async () => {
      const r4 = season.rounds[3];
      const answer = await detail(r4.matchIds[2]!);
      expect(answer.body.ReturnObject).toMatchObject({
        Match: { Id: r4.matchIds[2]!, State: 'scheduled', HomeTeamId: 6, AwayTeamId: 5 },
        Events: [],
        HomeLineup: [],
        AwayLineup: [],
        HomeStats: null,
        AwayStats: null,
        IsProvisional: true,
      });
    });

    it('a live match of an unscored round is provisional; an unknown match is a 404', async () => {
      const live = await detail(season.rounds[2].matchIds[0]!);
      expect(live.body.ReturnObject.IsProvisional).toBe(true);
      expect(live.body.ReturnObject.HomeStats).toMatchObject({
        TeamId: 1,
        Goals: 0,
        Possession: null,
      });
      const missing = await detail(99999);
      expect(missing.status).toBe(404);
      expect(missing.body.Result).toEqual({
        ResultCode: 2401,
        ResultMessage: 'There is no such match.',
      });
    });
  });
});
