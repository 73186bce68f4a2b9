/**
 * One argument for the round list: home, team and information read one cache entry, so a
 * visit through the three asks the server for the rounds once.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { engineEndpoints } from '../../store/api/engine';
import {
  envelope,
  startScriptedServer,
  type ScriptedServer,
} from '../../store/testing/scriptedServer';
import { CLUBS, ROUNDS } from '../pages/information/testData';
import { TEST_USER, renderWithProviders } from '../testing/renderWithProviders';
import { CLUB_LIST_ARG } from './clubs';
import { ROUND_LIST_ARG } from './rounds';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
  server.answer({ body: envelope(null) });
  server.route('/auth/api/User/GetUser', { body: envelope(TEST_USER) });
  server.route('/w/api/Wallet/GetWallets', { body: envelope([]) });
  server.route('/engine/api/WeeklyLeagueInformation/GetWeeklyLeagueInformationList', {
    body: envelope(ROUNDS, ROUNDS.length),
  });
  server.route('/engine/api/Teams/GetTeamsList', { body: envelope(CLUBS, CLUBS.length) });
  server.route('/engine/api/MatchesOfTheWeek/GetMatchesOfTheWeekList', { body: envelope([]) });
  server.route('/engine/api/UserTeam/GetUserTeamList', { body: envelope([]) });
  // My teams read the player pool too (prices, next opponents).
  server.route('/engine/api/Player/GetPlayersList', { body: envelope([], 0) });
});
afterAll(() => server.close());

it('home, my teams and the fixtures share one round-list cache entry and request, one club list', async () => {
  const { router, store } = renderWithProviders({
    services: { apiBaseUrl: server.url },
    user: TEST_USER,
    route: '/',
  });
  // Each page shows the current round (4 of ROUNDS), so each has read the list.
  expect(await screen.findByRole('region', { name: '4. Hafta' })).toBeInTheDocument();
  await act(() => router.navigate('/takim/takimim'));
  // My teams list the rounds played so far, named and stated from the same list.
  expect(await screen.findByText(/3\. Hafta · Canlı/)).toBeInTheDocument();
  await act(() => router.navigate('/bilgiler/fiksture-ve-sonuclar'));
  // Asked again each time: my teams' round picker has the same name and stays until the
  // fixtures page's code has loaded.
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Hafta' })).toHaveDisplayValue('4. Hafta'),
  );

  const cachedArgs = (
    query: 'weeklyLeagueInformationGetWeeklyLeagueInformationList' | 'teamsGetTeamsList',
  ) =>
    engineEndpoints.util.selectCachedArgsForQuery(
      store.getState() as Parameters<typeof engineEndpoints.util.selectCachedArgsForQuery>[0],
      query,
    );
  expect(cachedArgs('weeklyLeagueInformationGetWeeklyLeagueInformationList')).toEqual([
    ROUND_LIST_ARG,
  ]);
  // The clubs too (home's fixtures and the information pages name clubs by id).
  expect(cachedArgs('teamsGetTeamsList')).toEqual([CLUB_LIST_ARG]);
  const roundRequests = server.requests.filter((r) =>
    r.url.endsWith('/WeeklyLeagueInformation/GetWeeklyLeagueInformationList'),
  );
  expect(roundRequests).toHaveLength(1);
});
