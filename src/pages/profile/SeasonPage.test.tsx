/**
 * My season (`/kullanici/sezonum`) and my friends on the profile, against a scripted server:
 * the figures, the chart's bars and rank dots, the table with provisional rounds marked and
 * ranks "of how many", the empty season; friends as links to their pages.
 */
import { screen, within } from '@testing-library/react';
import type { UserSeasonRound } from '../../../store/api/engine';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { TEST_USER, renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';

const server = scriptedServerForFile();
beforeEach(() => {
  setScreenWidth(390);
  server.route('/auth/api/User/GetUser', { body: envelope(TEST_USER) });
  server.route('/w/api/Wallet/GetWallets', { body: envelope([]) });
  server.route('/engine/api/Teams/GetTeamsList', { body: envelope([], 0) });
});

const round = (
  n: number,
  Points: number | null,
  OverallRank: number | null,
  fields: Partial<UserSeasonRound> = {},
): UserSeasonRound => ({
  WeeklyLeagueInformationId: 100 + n,
  RoundNumber: n,
  Points,
  IsProvisional: false,
  RoundRank: OverallRank,
  OverallRank,
  TotalPoints: Points,
  RankedTeams: 121,
  ...fields,
});

const open = (route: string, language: 'tr-TR' | 'en-US' = 'tr-TR') => {
  const user = { ...TEST_USER, LanguageCode: language };
  server.route('/auth/api/User/GetUser', { body: envelope(user) });
  return renderWithProviders({ route, services: { apiBaseUrl: server.url }, user, language });
};

it('shows my season: figures, a chart of points and rank, and every round in a table', async () => {
  server.route('/engine/api/UserWeeklyScore/GetUserSeason', {
    body: envelope([
      round(1, 52, 40, { TotalPoints: 52 }),
      round(2, 71, 12, { TotalPoints: 123, RoundRank: 3 }),
      round(3, 18, 30, { TotalPoints: 141, IsProvisional: true, RoundRank: 100 }),
    ]),
  });
  open('/kullanici/sezonum');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sezonum' })).toBeVisible();
  expect(await screen.findByTestId('season-total')).toHaveTextContent('141');
  expect(screen.getByTestId('season-rank')).toHaveTextContent('30 / 121');
  expect(screen.getByTitle('71 puan (2. hafta)')).toHaveTextContent('712. Hafta');

  const chart = screen.getByRole('img', { name: /Sezon grafiği/ });
  const bars = [...chart.querySelectorAll('rect')];
  expect(bars.map((b) => b.getAttribute('data-points'))).toEqual(['52', '71', '18']);
  // The highest bar is the tallest; the provisional one is marked.
  const heights = bars.map((b) => Number(b.getAttribute('height')));
  expect(Math.max(...heights)).toBe(heights[1]);
  expect(bars[2]).toHaveClass('season-chart__bar--provisional');
  // The best rank (12) is the highest dot.
  const dots = [...chart.querySelectorAll('circle')];
  const ys = dots.map((d) => Number(d.getAttribute('cy')));
  expect(Math.min(...ys)).toBe(ys[1]);

  const table = screen.getByRole('table', { name: 'Hafta hafta puan ve sıralama' });
  expect(
    within(table)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual([
    'HaftaPuanHafta sırasıGenel sıraToplam puan',
    '152404052',
    '271312123',
    '3 · geçici1810030141',
  ]);
  expect(
    JSON.parse(
      String(
        server.requests.filter((r) => r.url === '/engine/api/UserWeeklyScore/GetUserSeason')[0]!
          .body,
      ),
    ),
  ).toEqual({ CompetitionCode: 'TR_SL' });
});

it('in English, and says so when no team has been scored yet', async () => {
  server.route('/engine/api/UserWeeklyScore/GetUserSeason', {
    body: envelope([round(1, null, null)]),
  });
  open('/kullanici/sezonum', 'en-US');
  expect(await screen.findByRole('heading', { level: 1, name: 'My season' })).toBeVisible();
  expect(
    await screen.findByText('No team of yours has been scored this season yet.'),
  ).toBeVisible();
});

it('the profile lists my friends, each a link to his page, and links to my season', async () => {
  server.route('/auth/api/Friend/GetFriends', {
    body: envelope([
      { Id: 7, UserName: 'ceren', ImageUrl: null },
      { Id: 8, UserName: 'Şükrü Bey', ImageUrl: null },
    ]),
  });
  const { user, router } = open('/kullanici/profil');
  const friends = await screen.findByTestId('friends-list');
  expect(await within(friends).findByRole('link', { name: 'ceren' })).toHaveAttribute(
    'href',
    '/arkadas/ceren',
  );
  expect(within(friends).getByRole('link', { name: 'Şükrü Bey' })).toHaveAttribute(
    'href',
    '/arkadas/%C5%9E%C3%BCkr%C3%BC%20Bey',
  );
  await user.click(screen.getByTestId('my-season-link'));
  expect(router.state.location.pathname).toBe('/kullanici/sezonum');
});

it('an unknown user-area path goes to the profile', async () => {
  const { router } = open('/kullanici/yok');
  expect(await screen.findByTestId('friends-list')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/kullanici/profil');
});
