/**
 * A signed-in player's sagas load with the first signed-in user and still act on that
 * user's `userLoaded`, which came before they started: the end-of-week check asks once.
 */
import { makeStore } from '../makeStore';
import { userLoaded } from '../session/userSlice';
import { envelope, startScriptedServer, type ScriptedServer } from '../testing/scriptedServer';
import { testServices } from '../testing/testServices';

const player = {
  Id: 7,
  UserName: 'ayse',
  Email: 'ayse@example.com',
  RoleId: 1 as const,
  ImageUrl: null,
  FavoriteTeamId: 3,
  LanguageCode: 'tr-TR' as const,
  EmailVerified: true,
  CreatedAt: '2026-08-01T10:00:00Z',
};
const SUMMARY = '/league/api/LeagueStatistics/GetUserEndWeekAllLeagueSumary';

let server: ScriptedServer;
beforeEach(async () => {
  server = await startScriptedServer();
  server.answer({ body: envelope(null) });
});
afterEach(() => server.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const summaryCalls = () => server.requests.filter((r) => r.url.startsWith(SUMMARY));

it("the first signed-in user starts them, and the end-of-week check asks about that user's week", async () => {
  const store = makeStore({ services: testServices({ apiBaseUrl: server.url }) });
  store.dispatch(userLoaded(player));
  for (let i = 0; i < 100 && summaryCalls().length === 0; i++) await settle();
  expect(summaryCalls()).toHaveLength(1);
  // The same user loaded again (a profile edit) asks nothing more.
  store.dispatch(userLoaded(player));
  await settle();
  expect(summaryCalls()).toHaveLength(1);
});

it('a visitor (no user) starts none of them: nothing is asked', async () => {
  const store = makeStore({ services: testServices({ apiBaseUrl: server.url }) });
  store.dispatch(userLoaded(null));
  await settle();
  await settle();
  expect(server.requests).toHaveLength(0);
});
