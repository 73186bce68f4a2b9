/** Fixtures and results: the round picker, matches by day, scores, links, the three states. */
import { screen, waitFor, within } from '@testing-library/react';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { TEST_USER, renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';
import { ENGINE, bodiesOf, failure, match, scriptSeason } from './testData';

const server = scriptedServerForFile();
beforeEach(() => {
  setScreenWidth(390);
  scriptSeason(server);
  server.route('/auth/api/User/GetUser', { body: envelope(TEST_USER) });
  server.route('/w/api/Wallet/GetWallets', { body: envelope([]) });
});

const MATCHES = `${ENGINE}/MatchesOfTheWeek/GetMatchesOfTheWeekList`;
// Signed in: the rows link to the match page, which is in the signed-in route table.
const open = (
  route = '/bilgiler/fiksture-ve-sonuclar',
  language: 'tr-TR' | 'en-US' = 'tr-TR',
  user: typeof TEST_USER | null = TEST_USER,
) => renderWithProviders({ route, services: { apiBaseUrl: server.url }, language, user });

it('a visitor reads the same rows, without links to the signed-in match page', async () => {
  server.route(MATCHES, {
    body: envelope([match(5, 3, 1, 2, '2026-10-30T17:00:00.000Z', [2, 1], 'live')]),
  });
  open('/bilgiler/fiksture-ve-sonuclar', 'tr-TR', null);
  expect(
    await screen.findByRole('group', { name: /Galatasaray 2 - 1, Canlı 67', Fenerbahçe/ }),
  ).toBeVisible();
  expect(screen.queryByRole('link', { name: /^Galatasaray/ })).toBeNull();
});

it('opens on the current round, groups its matches by day and links each to its page', async () => {
  server.route(MATCHES, {
    body: envelope([
      match(7, 4, 1, 2, '2026-11-07T17:00:00.000Z', null),
      match(8, 4, 3, 4, '2026-11-08T17:00:00.000Z', null),
    ]),
  });
  open();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Fikstür ve Sonuçlar' }),
  ).toBeInTheDocument();
  const link = await screen.findByRole('link', { name: /^Galatasaray, .*, Fenerbahçe$/ });
  expect(link).toHaveAttribute('href', '/mac-detayları?matchId=7');
  expect(screen.getByRole('combobox', { name: 'Hafta' })).toHaveDisplayValue('4. Hafta');
  expect(screen.getByText('Takımlar açık')).toBeInTheDocument();
  // Two days, each with its day name in the user's culture.
  const days = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
  expect(days).toHaveLength(2);
  expect(days[0]).toHaveTextContent(
    new Intl.DateTimeFormat('tr-TR', { weekday: 'long', day: 'numeric', month: 'long' }).format(
      new Date('2026-11-07T17:00:00.000Z'),
    ),
  );
  expect(bodiesOf(server, 'MatchesOfTheWeek/GetMatchesOfTheWeekList')[0]).toMatchObject({
    WeeklyLeagueInformationId: 104,
    CompetitionCode: 'TR_SL',
    SportsCode: 'FTBL',
  });
});

it('shows the scores of a played round and moves between rounds', async () => {
  server.route(MATCHES, {
    body: envelope([match(5, 3, 1, 2, '2026-10-30T17:00:00.000Z', [2, 1], 'live')]),
  });
  const { user, router } = open();
  await user.click(await screen.findByRole('button', { name: 'Önceki hafta' }));
  await waitFor(() => expect(router.state.location.search).toBe('?hafta=3'));
  const link = await screen.findByRole('link', {
    name: /Galatasaray 2 - 1, Canlı 67', Fenerbahçe/,
  });
  expect(within(link).getByText('2 - 1')).toBeInTheDocument();
  const asked = bodiesOf(server, 'MatchesOfTheWeek/GetMatchesOfTheWeekList');
  expect(asked.map((b) => b.WeeklyLeagueInformationId)).toEqual([104, 103]);
  await user.click(screen.getByRole('button', { name: 'Sonraki hafta' }));
  await user.click(screen.getByRole('button', { name: 'Sonraki hafta' }));
  await waitFor(() => expect(router.state.location.search).toBe('?hafta=5'));
  expect(screen.getByRole('button', { name: 'Sonraki hafta' })).toBeDisabled();
});

it('opens the round named in the address', async () => {
  server.route(MATCHES, { body: envelope([]) });
  open('/bilgiler/fiksture-ve-sonuclar?hafta=1');
  expect(await screen.findByText('Bu haftanın maçı yok.')).toBeInTheDocument();
  expect(bodiesOf(server, 'MatchesOfTheWeek/GetMatchesOfTheWeekList')[0]).toMatchObject({
    WeeklyLeagueInformationId: 101,
  });
});

it('shows a spinner while the rounds load', async () => {
  server.route(`${ENGINE}/WeeklyLeagueInformation/GetWeeklyLeagueInformationList`, {
    delayMs: 400,
    body: envelope([]),
  });
  open();
  expect(await screen.findByRole('status')).toHaveTextContent('Yükleniyor…');
  expect(await screen.findByText('Henüz bir hafta yok.')).toBeInTheDocument();
});

it("shows the server's message and retries on an error, in English too", async () => {
  server.route(MATCHES, { status: 500, body: failure(5000, 'Something broke.') });
  const { user } = open('/bilgiler/fiksture-ve-sonuclar', 'en-US', null);
  expect(await screen.findByRole('alert')).toHaveTextContent('Something broke.');
  server.route(MATCHES, {
    body: envelope([match(7, 4, 1, 2, '2026-11-07T17:00:00.000Z', null)]),
  });
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('group', { name: /^Galatasaray, .*, Fenerbahçe$/ })).toBeVisible();
  expect(screen.getByRole('heading', { level: 1, name: 'Fixtures and Results' })).toBeVisible();
});
