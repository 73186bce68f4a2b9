/**
 * The end-of-week saga (spec section 4) over a real HTTP transport: the summary is asked
 * once the user is known, and the modal opens only for a contest not seen before with a
 * title; the id is then stored under `proContestID`, so a reload does not open it again.
 */
import { makeStore } from '../makeStore';
import { persistStore } from 'redux-persist';
import type { EndWeekAllLeagueSumary } from '../api/league';
import { contestSeen } from '../contest/contestSlice';
import { sessionEnded } from '../session/sessionEvents';
import { tokenReceived } from '../session/tokenSlice';
import { userLoaded } from '../session/userSlice';
import { envelope, scriptedServerForFile } from '../testing/scriptedServer';
import { testServices } from '../testing/testServices';

const user = {
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
const SUMMARY_PATH = '/league/api/LeagueStatistics/GetUserEndWeekAllLeagueSumary';

const summary = (over: Partial<EndWeekAllLeagueSumary> = {}): EndWeekAllLeagueSumary => ({
  ContestId: 12,
  ContestTitle: 'Süper Lig 6. Hafta',
  Order: 40,
  ClassicLeagueSumary: { Order: 35, FanGoldQuantity: 20 },
  FavoriteTeamLeagueSumary: { Order: 3 },
  ...over,
});

const server = scriptedServerForFile();
beforeEach(() => {
  localStorage.clear();
  server.route('/auth/api/User/GetUser', { body: envelope(user) });
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
async function until(check: () => boolean) {
  for (let i = 0; i < 250 && !check(); i++) await settle();
  expect(check()).toBe(true);
}
const summaryCalls = () => server.requests.filter((r) => r.url.startsWith(SUMMARY_PATH));

/** A signed-in store whose stored contest is `seen`; resolves once the summary was asked. */
async function signIn(seen: number | null) {
  const store = makeStore({ services: testServices({ apiBaseUrl: server.url }) });
  if (seen !== null) store.dispatch(contestSeen(seen));
  store.dispatch(tokenReceived({ Token: 'h.p.s', ExpiresDate: '2030-01-01T00:00:00Z' }));
  await until(() => summaryCalls().length === 1);
  // The answer travels back and the saga decides; a few turns of the event loop.
  await until(() => store.getState().session.user.value !== null);
  await settle();
  await settle();
  return store;
}

it('asks with the default league context once the user is known', async () => {
  server.route(SUMMARY_PATH, { body: envelope(summary()) });
  await signIn(null);
  const [call] = summaryCalls();
  expect(call!.method).toBe('GET');
  expect(call!.url).toBe(`${SUMMARY_PATH}?sportsCode=FTBL&competitionCode=TR_SL`);
  expect(call!.headers.authorization).toBe('Bearer h.p.s');
});

it('a new contest id opens the modal and stores the id', async () => {
  server.route(SUMMARY_PATH, { body: envelope(summary(), 0, '20 FanGold kazandın.') });
  const store = await signIn(11);
  await until(() => Boolean(store.getState().contest.summary));
  expect(store.getState().contest.value).toBe(12);
  expect(store.getState().contest.summary).toEqual({
    summary: summary(),
    message: '20 FanGold kazandın.',
  });
});

it('the same contest id keeps the modal shut', async () => {
  server.route(SUMMARY_PATH, { body: envelope(summary()) });
  const store = await signIn(12);
  expect(store.getState().contest.summary ?? null).toBeNull();
  expect(store.getState().contest.value).toBe(12);
});

it('a null ContestTitle keeps the modal shut and stores nothing', async () => {
  server.route(SUMMARY_PATH, {
    body: envelope(summary({ ContestId: null, ContestTitle: null, Order: null })),
  });
  const store = await signIn(11);
  expect(store.getState().contest.summary ?? null).toBeNull();
  expect(store.getState().contest.value).toBe(11);
  // A title missing on a real contest is no modal either.
  server.requests.length = 0;
  server.route(SUMMARY_PATH, { body: envelope(summary({ ContestTitle: null })) });
  const again = await signIn(11);
  expect(again.getState().contest.summary ?? null).toBeNull();
  expect(again.getState().contest.value).toBe(11);
});

it('no order: the modal opens with the server message only', async () => {
  const none = summary({
    Order: null,
    ClassicLeagueSumary: { Order: null, FanGoldQuantity: 0 },
    FavoriteTeamLeagueSumary: { Order: null },
  });
  server.route(SUMMARY_PATH, { body: envelope(none, 0, 'Bu hafta takımın yoktu.') });
  const store = await signIn(null);
  await until(() => Boolean(store.getState().contest.summary));
  expect(store.getState().contest.summary).toEqual({
    summary: none,
    message: 'Bu hafta takımın yoktu.',
  });
  expect(store.getState().contest.value).toBe(12);
});

it('a failing call opens nothing', async () => {
  server.route(SUMMARY_PATH, { status: 500, body: '' });
  const store = await signIn(11);
  expect(store.getState().contest.summary ?? null).toBeNull();
  expect(store.getState().contest.value).toBe(11);
});

it('asks once per session: another answer of the user does not ask again; a new session does', async () => {
  server.route(SUMMARY_PATH, { body: envelope(summary()) });
  const store = await signIn(12);
  store.dispatch(userLoaded({ ...user, ImageUrl: 'https://example.com/a.png' }));
  await settle();
  expect(summaryCalls()).toHaveLength(1);
  store.dispatch(sessionEnded());
  store.dispatch(tokenReceived({ Token: 'h.p.s', ExpiresDate: '2030-01-01T00:00:00Z' }));
  await until(() => summaryCalls().length === 2);
});

it('the stored id survives a reload under proContestID, so the modal shows once', async () => {
  server.route(SUMMARY_PATH, { body: envelope(summary({ ContestId: 13 })) });
  const services = testServices({ apiBaseUrl: server.url });
  const first = makeStore({ services, persist: true });
  await new Promise<void>((resolve) => persistStore(first, null, resolve));
  first.dispatch(tokenReceived({ Token: 'h.p.s', ExpiresDate: '2030-01-01T00:00:00Z' }));
  await until(() => Boolean(first.getState().contest.summary));
  await until(() => localStorage.getItem('proContestID') === '13');

  server.requests.length = 0;
  const second = makeStore({ services, persist: true });
  await new Promise<void>((resolve) => persistStore(second, null, resolve));
  expect(second.getState().contest.value).toBe(13);
  second.dispatch(tokenReceived({ Token: 'h.p.s', ExpiresDate: '2030-01-01T00:00:00Z' }));
  await until(() => summaryCalls().length === 1);
  await settle();
  await settle();
  expect(second.getState().contest.summary ?? null).toBeNull();
});
