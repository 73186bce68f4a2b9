/**
 * The Taraftar Ligi over HTTP when a fan changes his favourite club (User/UpdateUser)
 * between two rounds scored by the real job (issue: "changing the club moves the user from
 * the next round on"): the scored round keeps him with his old club's fans, the next round
 * ranks him with the new club's, and a table request without a club is the caller's
 * current club. An unknown round is refused.
 */
import {
  addXiTeam,
  PLAYED_SETUP_TIMEOUT,
  scoreRound,
  startWithPlayedRounds,
} from '../testing/playedRounds';
import { TEST_DATABASES } from '../testing/testDatabase';
import { signedInPlayers, type SignedInPlayer } from '../testing/testUsers';
import type { Answer, TestClient, TestServer } from '../testing/testServer';

const TARAFTAR = '/league/api/FavoriteTeamLeague/GetFavoriteTeamUserScoreList';

describe.each(TEST_DATABASES)('the Taraftar Ligi after a change of club on %s', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  const rounds: number[] = [];
  let star: SignedInPlayer;
  let mover: SignedInPlayer;
  let rival: SignedInPlayer;

  const setClub = async (p: SignedInPlayer, club: number) => {
    const answer = await p.client.call('/auth/api/User/UpdateUser', {
      method: 'PUT',
      json: { FavoriteTeamId: club },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.ReturnObject.FavoriteTeamId).toBe(club);
  };

  beforeAll(async () => {
    const played = await startWithPlayedRounds(kind, { count: 2, firstDaysAgo: 4 });
    ({ server, admin } = played);
    rounds.push(...played.rounds);
    [star, mover, rival] = (await signedInPlayers(server, 'taraftar', 3)) as [
      SignedInPlayer,
      SignedInPlayer,
      SignedInPlayer,
    ];
    await setClub(star, 5);
    await setClub(mover, 5);
    await setClub(rival, 6);
    // The star plays club 1's XI (the winners) and scores most; the mover and the rival
    // play club 2's, the mover's team made first.
    for (const roundId of rounds) {
      for (const [p, club, minutes] of [
        [star, 1, 0],
        [mover, 2, 0],
        [rival, 2, 1],
      ] as const) {
        await addXiTeam(played, roundId, { userId: p.userId, club, minutes });
      }
    }
  }, PLAYED_SETUP_TIMEOUT);
  afterAll(() => server.close());

  const fans = async (caller: SignedInPlayer, json: Record<string, unknown>) => {
    const answer = await caller.client.call(TARAFTAR, { method: 'POST', json });
    expect(answer.status).toBe(200);
    const name = (id: number) =>
      id === star.userId ? 'star' : id === mover.userId ? 'mover' : 'rival';
    const rows = (answer.body.ReturnObject.Rows as Answer['body'][]).map((r) => [
      name(r.User.Id),
      r.Rank,
    ]);
    return { rows, mine: answer.body.ReturnObject.MyRow, total: answer.body.TotalCount };
  };

  it('the round scored before the change keeps the mover with his old club', async () => {
    await scoreRound(admin, rounds[0]!);
    await setClub(mover, 6);
    await scoreRound(admin, rounds[0]!);
    const club5 = await fans(star, { FavoriteTeamId: 5, WeeklyLeagueInformationId: rounds[0] });
    expect(club5.rows).toEqual([
      ['star', 1],
      ['mover', 2],
    ]);
    expect(club5.mine).toMatchObject({ Rank: 1 });
    const club6 = await fans(mover, { FavoriteTeamId: 6, WeeklyLeagueInformationId: rounds[0] });
    expect(club6.rows).toEqual([['rival', 1]]);
    expect(club6.mine).toBeNull();
  });

  it('the next round ranks him with the new club, his own table by default', async () => {
    await scoreRound(admin, rounds[1]!);
    const club5 = await fans(star, { FavoriteTeamId: 5, WeeklyLeagueInformationId: rounds[1] });
    expect(club5.rows).toEqual([['star', 1]]);
    // No club given: the caller's current one (6); the mover's team was made first.
    const mine = await fans(mover, {});
    expect(mine.total).toBe(2);
    expect(mine.rows).toEqual([
      ['mover', 1],
      ['rival', 2],
    ]);
    expect(mine.mine).toMatchObject({ Rank: 1, User: { Id: mover.userId } });
  });

  it('refuses an unknown round and a visitor', async () => {
    const unknown = await mover.client.call(TARAFTAR, {
      method: 'POST',
      json: { WeeklyLeagueInformationId: 999_999 },
    });
    expect(unknown.status).toBe(404);
    expect((await server.client().call(TARAFTAR, { method: 'POST', json: {} })).status).toBe(401);
  });
});
