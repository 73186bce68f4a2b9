/**
 * Extra teams in a special league that accepts them (GAME_RULES "Leagues"; api-spec
 * GetWeeklySpecialLeagueScore), over HTTP on three rounds scored by the real job: each
 * member's k-th team of a round is one entry (the primary first, then the extra teams in
 * the order made), its total over the league's rounds; the caller's best entry is MyRow;
 * a league that does not accept them ranks the primary teams only; outsiders and rounds
 * before the league count nowhere.
 */
import type { Database } from '../db/database';
import {
  addXiTeam,
  PLAYED_SETUP_TIMEOUT,
  scoreRound,
  startWithPlayedRounds,
} from '../testing/playedRounds';
import { TEST_DATABASES } from '../testing/testDatabase';
import { signedInPlayers, type SignedInPlayer } from '../testing/testUsers';
import type { Answer, TestClient, TestServer } from '../testing/testServer';

const ENGINE = '/engine/api';

describe.each(TEST_DATABASES)('extra teams in special leagues on %s', (kind) => {
  let server: TestServer;
  let db: Database;
  let admin: TestClient;
  const rounds: number[] = [];
  let withExtras: number;
  let primaryOnly: number;
  let x: SignedInPlayer;
  let y: SignedInPlayer;
  /** Team ids by name. */
  const team: Record<string, number> = {};
  /** Round points of a club 1 XI (its forward scores, captained) and of a club 2 XI. */
  let high: number;
  let low: number;

  const post = (client: TestClient, path: string, json: unknown) =>
    client.call(`${ENGINE}/${path}`, { method: 'POST', json });
  const newLeague = async (acceptsExtraTeams: boolean) => {
    const answer = await post(admin, 'Admin/UpsertSpecialLeague', {
      CompetitionCode: 'TR_SL',
      Name: { Tr: 'Ek Takım Ligi', En: 'Extra Team League' },
      SponsorName: 'Kadro',
      Description: { Tr: 'Ek takımlar sayılır', En: 'Extra teams count' },
      ImageUrl: null,
      StartRoundNumber: 2,
      EndRoundNumber: 3,
      ProductId: null,
      AcceptsExtraTeams: acceptsExtraTeams,
      MaxMembers: null,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.ReturnObject.AcceptsExtraTeams).toBe(acceptsExtraTeams);
    return answer.body.ReturnObject.Id as number;
  };

  beforeAll(async () => {
    const played = await startWithPlayedRounds(kind, { count: 3, firstDaysAgo: 9 });
    ({ server, db, admin } = played);
    rounds.push(...played.rounds);
    withExtras = await newLeague(true);
    primaryOnly = await newLeague(false);
    const [a, b, outsider] = await signedInPlayers(server, 'ekTakim', 3);
    [x, y] = [a!, b!];
    for (const member of [x, y]) {
      for (const league of [withExtras, primaryOnly]) {
        const joined = await post(member.client, 'SpecialLeague/JoinSpecialLeague', {
          SpecialLeagueId: league,
        });
        expect(joined.status).toBe(200);
      }
    }
    // [name, user, round (1-3), club of the XI, primary, minutes after T0 it was made]
    const teams: [string, SignedInPlayer, number, 1 | 2, boolean, number][] = [
      ['x-r1', x, 1, 1, true, 0],
      ['x-r1-extra', x, 1, 1, false, 1],
      ['x-r2', x, 2, 2, true, 0],
      ['x-r2-extra', x, 2, 1, false, 1],
      ['y-r2', y, 2, 1, true, 0],
      ['x-r3', x, 3, 2, true, 0],
      ['x-r3-extra', x, 3, 1, false, 1],
      ['x-r3-extra2', x, 3, 2, false, 2],
      ['y-r3', y, 3, 2, true, 0],
      ['outsider-r3', outsider!, 3, 1, true, 0],
    ];
    for (const [name, owner, round, club, primary, minutes] of teams) {
      team[name] = await addXiTeam(played, rounds[round - 1]!, {
        userId: owner.userId,
        club,
        minutes,
        primary,
      });
      await db.query('UPDATE user_teams SET name = $2 WHERE id = $1', [team[name], name]);
    }
    for (const roundId of rounds) await scoreRound(admin, roundId);
    const pointsOf = async (name: string) =>
      (
        await db.query<{ points: number }>(
          'SELECT points FROM user_team_scores WHERE user_team_id = $1',
          [team[name]],
        )
      )[0]!.points;
    high = await pointsOf('x-r2-extra');
    low = await pointsOf('x-r2');
    expect(high).toBeGreaterThan(low);
    // Every club 1 XI scores `high` and every club 2 XI `low`, whatever the round.
    expect(await pointsOf('y-r2')).toBe(high);
    expect(await pointsOf('x-r3-extra2')).toBe(low);
  }, PLAYED_SETUP_TIMEOUT);
  afterAll(() => server.close());

  const table = (
    client: TestClient,
    league: number,
    extra: Record<string, unknown> = {},
  ): Promise<Answer> =>
    post(client, 'SpecialLeague/GetWeeklySpecialLeagueScore', {
      SpecialLeagueId: league,
      ...extra,
    });
  const entries = (body: Answer['body']) =>
    body.ReturnObject.Rows.map((r: Answer['body']) => [
      r.TeamName,
      r.Rank,
      r.PreviousRank,
      r.RoundPoints,
      r.TotalPoints,
      r.BestRound,
    ]);

  it('ranks every team of the members, each number of team carrying its total over the rounds', async () => {
    // Round 2 alone: y's primary (high, made at T0) before x's extra (high, made later),
    // then x's primary (low). Round 3 overall: x's extra teams 2 × high; y high + low;
    // x's primary 2 × low; x's second extra team low (first in round 3: no previous rank).
    const overall = await table(x.client, withExtras);
    expect(overall.status).toBe(200);
    expect(overall.body.TotalCount).toBe(4);
    expect(overall.body.ReturnObject.WeeklyLeagueInformationId).toBe(rounds[2]);
    expect(entries(overall.body)).toEqual([
      ['x-r3-extra', 1, 2, high, 2 * high, high],
      ['y-r3', 2, 1, low, high + low, high],
      ['x-r3', 3, 3, low, 2 * low, low],
      ['x-r3-extra2', 4, null, low, low, low],
    ]);
    expect(overall.body.ReturnObject.Rows[0]).toMatchObject({
      UserTeamId: team['x-r3-extra'],
      User: { Id: x.userId },
    });
    // The caller's best entry; another member's own.
    expect(overall.body.ReturnObject.MyRow).toMatchObject({ Rank: 1, TeamName: 'x-r3-extra' });
    expect((await table(y.client, withExtras)).body.ReturnObject.MyRow).toMatchObject({
      Rank: 2,
      TeamName: 'y-r3',
    });
    const page = await table(y.client, withExtras, {
      SortingPaging: { PageNumber: 1, NumberRecords: 2 },
    });
    expect(entries(page.body).map((e: unknown[]) => e[0])).toEqual(['x-r3', 'x-r3-extra2']);
    expect(page.body.ReturnObject.MyRow).toMatchObject({ Rank: 2 });
  });

  it("a round's table ranks that round's teams by its points; a round before the league has none", async () => {
    const round2 = await table(x.client, withExtras, { WeeklyLeagueInformationId: rounds[1] });
    expect(entries(round2.body)).toEqual([
      ['y-r2', 1, null, high, high, high],
      ['x-r2-extra', 2, null, high, high, high],
      ['x-r2', 3, null, low, low, low],
    ]);
    expect(round2.body.ReturnObject.MyRow).toMatchObject({ Rank: 2, TeamName: 'x-r2-extra' });
    const round3 = await table(x.client, withExtras, { WeeklyLeagueInformationId: rounds[2] });
    expect(entries(round3.body).map((e: unknown[]) => e[0])).toEqual([
      'x-r3-extra',
      'y-r3',
      'x-r3',
      'x-r3-extra2',
    ]);
    const round1 = await table(x.client, withExtras, { WeeklyLeagueInformationId: rounds[0] });
    expect(round1.status).toBe(200);
    expect(round1.body.ReturnObject).toMatchObject({
      Rows: [],
      MyRow: null,
      WeeklyLeagueInformationId: rounds[0],
    });
  });

  it('a league that does not accept extra teams ranks the primary teams only', async () => {
    const overall = await table(x.client, primaryOnly);
    expect(overall.body.TotalCount).toBe(2);
    expect(
      overall.body.ReturnObject.Rows.map((r: Answer['body']) => [r.User.Id, r.Rank, r.TotalPoints]),
    ).toEqual([
      [y.userId, 1, high + low],
      [x.userId, 2, 2 * low],
    ]);
    expect(overall.body.ReturnObject.MyRow).toMatchObject({ Rank: 2, UserTeamId: team['x-r3'] });
  });

  it('refuses an unknown league and a visitor', async () => {
    const unknown = await table(x.client, 999_999);
    expect([unknown.status, unknown.body.Result.ResultCode]).toEqual([404, 2570]);
    const unknownRound = await table(x.client, withExtras, { WeeklyLeagueInformationId: 999_999 });
    expect(unknownRound.status).toBe(404);
    expect((await table(server.client(), withExtras)).status).toBe(401);
  });
});
