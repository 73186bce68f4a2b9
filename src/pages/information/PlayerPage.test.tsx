/**
 * A player's page: his card, points by round (each bar picks the breakdown's round), the
 * reason rows with their total, his matches, and the loading and error states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type {
  PlayerMatchBreakdown,
  PlayerScoreBreakdownRow,
  PlayerWeeklyScore,
} from '../../../store/api/engine';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { TEST_USER, renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';
import {
  ENGINE,
  NO_STATS,
  bodiesOf,
  failure,
  playerDetail,
  queriesOf,
  scriptSeason,
} from './testData';

const server = scriptedServerForFile();
beforeEach(() => {
  setScreenWidth(390);
  scriptSeason(server);
  server.route('/auth/api/User/GetUser', { body: envelope(TEST_USER) });
  server.route('/w/api/Wallet/GetWallets', { body: envelope([]) });
});

const week = (roundNumber: number, Points: number, Minutes = 90): PlayerWeeklyScore => ({
  WeeklyLeagueInformationId: 100 + roundNumber,
  RoundNumber: roundNumber,
  Points,
  Minutes,
  MatchCount: 1,
  Price: 80,
  IsProvisional: roundNumber === 3,
});
const row = (
  Stat: PlayerScoreBreakdownRow['Stat'],
  Count: number,
  Points: number,
): PlayerScoreBreakdownRow => ({ MatchId: 9, Stat, Count, Points });

const MATCH: PlayerMatchBreakdown = {
  MatchId: 9,
  WeeklyLeagueInformationId: 102,
  RoundNumber: 2,
  Kickoff: '2026-10-23T17:00:00.000Z',
  MatchState: 'finished',
  TeamId: 1,
  OpponentTeamId: 2,
  IsHome: true,
  TeamScore: 2,
  OpponentScore: 0,
  Stats: { ...NO_STATS, Minutes: 90, Goals: 1 },
  Points: 10,
  Rows: [row('minutes', 90, 2), row('goal', 1, 5), row('cleanSheet', 1, 1), row('bonus', 2, 2)],
};

function scriptPlayer() {
  server.route(`${ENGINE}/Player/GetPlayerById`, {
    body: envelope(
      playerDetail(5, 'Yılmaz', {
        FirstName: 'Burak',
        Price: 82,
        PriceChange: 2,
        Status: 'injured',
      }),
    ),
  });
  server.route(`${ENGINE}/Player/GetWeeklyPlayerScore`, {
    body: envelope([week(1, 3), week(2, 10), week(3, 0, 0)]),
  });
  server.route(`${ENGINE}/Player/GetWeeklyPlayerScoreBreakdown`, {
    body: envelope(MATCH.Rows),
  });
  server.route(`${ENGINE}/Player/GetPlayerMatchesBreakdown`, { body: envelope([MATCH]) });
}

const open = (language: 'tr-TR' | 'en-US' = 'tr-TR', user: typeof TEST_USER | null = null) =>
  renderWithProviders({
    route: '/bilgiler/futbolcu-bilgileri/5',
    services: { apiBaseUrl: server.url },
    language,
    user,
  });

it('shows his card, his rounds and the breakdown of his latest round with points', async () => {
  scriptPlayer();
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Burak Yılmaz' })).toBeVisible();
  expect(queriesOf(server, 'Player/GetPlayerById')[0]!.get('Id')).toBe('5');
  expect(screen.getByText('8,2M')).toBeInTheDocument();
  // Up since the last round: the arrow and the amount, in words for screen readers.
  expect(screen.getByTestId('price-change')).toHaveTextContent('▲0,2MSon haftadan beri 0,2M arttı');
  expect(screen.getByText('Sakat')).toBeInTheDocument();
  // Round 3 has no points yet: the breakdown opens on round 2.
  const bar = await screen.findByRole('button', { name: 'Hafta 2: 10 puan' });
  expect(bar).toHaveAttribute('aria-pressed', 'true');
  const breakdown = await screen.findByRole('table', { name: '2. Hafta puan dökümü' });
  const rows = within(breakdown).getAllByRole('row');
  expect(rows.map((r) => r.textContent)).toEqual([
    'NedenAdetPuan',
    "Oynadığı süre90'+2",
    'Gol×1+5',
    'Gol yemeden+1',
    'Maç bonusu2.+2',
    'Toplam10',
  ]);
  expect(bodiesOf(server, 'Player/GetWeeklyPlayerScoreBreakdown')).toEqual([
    { PlayerId: 5, WeeklyLeagueInformationId: 102 },
  ]);
  expect(bodiesOf(server, 'Player/GetWeeklyPlayerScore')[0]).toMatchObject({ PlayerId: 5 });
});

it('shows his next five opponents coloured by difficulty, with the rule in words', async () => {
  scriptPlayer();
  const fixture = (n: number, OpponentId: number, IsHome: boolean, Difficulty: number) => ({
    MatchId: 40 + n,
    WeeklyLeagueInformationId: 100 + n,
    RoundNumber: n,
    OpponentId,
    IsHome,
    Kickoff: '2026-11-01T17:00:00.000Z',
    Difficulty,
  });
  server.route(`${ENGINE}/Teams/GetClubFixtures`, {
    body: envelope([
      {
        TeamId: 1,
        Rank: 2,
        Played: 3,
        Points: 7,
        NextFixtures: [
          fixture(4, 2, true, 5),
          fixture(5, 3, false, 4),
          fixture(6, 4, true, 2),
          fixture(7, 2, false, 5),
          fixture(8, 3, true, 3),
        ],
      },
    ]),
  });
  open();
  const list = await screen.findByRole('list', { name: /^Sonraki rakipler: / });
  expect(list).toHaveAccessibleName(
    'Sonraki rakipler: 4. hafta Fenerbahçe (iç saha), zorluk 5/5; 5. hafta Beşiktaş (deplasman), zorluk 4/5; 6. hafta Trabzonspor (iç saha), zorluk 2/5; 7. hafta Fenerbahçe (deplasman), zorluk 5/5; 8. hafta Beşiktaş (iç saha), zorluk 3/5',
  );
  const chips = [...list.querySelectorAll('li')];
  expect(chips.map((c) => [c.textContent, c.className])).toEqual([
    ['FB', 'fdr fdr--5'],
    ['BJK (D)', 'fdr fdr--4'],
    ['TS', 'fdr fdr--2'],
    ['FB (D)', 'fdr fdr--5'],
    ['BJK', 'fdr fdr--3'],
  ]);
  expect(screen.getByTestId('difficulty-legend')).toHaveTextContent(
    'rakibin puan durumundaki yeri',
  );
  expect(queriesOf(server, 'Teams/GetClubFixtures')[0]!.get('count')).toBe('5');
});

it("a bar picks the round of the breakdown, never showing another round's rows under its title", async () => {
  scriptPlayer();
  const { user, router } = open();
  await screen.findByRole('table', { name: '2. Hafta puan dökümü' });
  // Round 1's answer comes late: until then its title stands over a spinner, not round 2's rows.
  server.route(`${ENGINE}/Player/GetWeeklyPlayerScoreBreakdown`, {
    body: envelope([row('minutes', 90, 2)]),
    delayMs: 300,
  });
  await user.click(await screen.findByRole('button', { name: 'Hafta 1: 3 puan' }));
  expect(screen.getByRole('heading', { name: '1. Hafta puan dökümü' })).toBeVisible();
  expect(screen.queryByRole('table', { name: /puan dökümü/ })).not.toBeInTheDocument();
  await waitFor(() => expect(router.state.location.search).toBe('?hafta=1'));
  await waitFor(() =>
    expect(bodiesOf(server, 'Player/GetWeeklyPlayerScoreBreakdown').at(-1)).toEqual({
      PlayerId: 5,
      WeeklyLeagueInformationId: 101,
    }),
  );
  const breakdown = await screen.findByRole('table', { name: '1. Hafta puan dökümü' });
  expect(
    within(breakdown)
      .getAllByRole('row')
      .map((r) => r.textContent),
  ).toEqual(['NedenAdetPuan', "Oynadığı süre90'+2", 'Toplam2']);
});

it('lists his matches, each opening its rows and, signed in, linking to the match', async () => {
  scriptPlayer();
  const english = { ...TEST_USER, LanguageCode: 'en-US' as const };
  server.route('/auth/api/User/GetUser', { body: envelope(english) });
  const { user } = open('en-US', english);
  const summary = await screen.findByText('Round 2 · Fenerbahçe (H)', {
    selector: '.match-breakdown__title',
  });
  await user.click(summary);
  const details = summary.closest('details')!;
  expect(details).toHaveAttribute('open');
  expect(within(details).getByText('10 pts')).toBeInTheDocument();
  expect(within(details).getByRole('link', { name: 'Open the match details' })).toHaveAttribute(
    'href',
    '/mac-detayları?matchId=9',
  );
});

it('a visitor gets no link to the match page (it is for signed-in users)', async () => {
  scriptPlayer();
  const { user } = open('en-US');
  const summary = await screen.findByText('Round 2 · Fenerbahçe (H)', {
    selector: '.match-breakdown__title',
  });
  await user.click(summary);
  const details = summary.closest('details')!;
  expect(within(details).getByText('10 pts')).toBeInTheDocument();
  expect(within(details).queryByRole('link', { name: 'Open the match details' })).toBeNull();
});

it('shows a spinner, then the error with a retry', async () => {
  server.route(`${ENGINE}/Player/GetPlayerById`, {
    delayMs: 300,
    status: 404,
    body: failure(1404, 'Futbolcu bulunamadı.'),
  });
  open();
  expect(await screen.findByRole('status')).toHaveTextContent('Yükleniyor…');
  expect(await screen.findByRole('alert')).toHaveTextContent('Futbolcu bulunamadı.');
  expect(screen.getByRole('link', { name: /Futbolcu listesi/ })).toHaveAttribute(
    'href',
    '/bilgiler/futbolcu-bilgileri',
  );
});

it('says so when he has no rounds yet', async () => {
  scriptPlayer();
  server.route(`${ENGINE}/Player/GetWeeklyPlayerScore`, { body: envelope([]) });
  server.route(`${ENGINE}/Player/GetPlayerMatchesBreakdown`, { body: envelope([]) });
  open();
  expect(await screen.findByText('Henüz başlamış bir hafta yok.')).toBeVisible();
  expect(await screen.findByText('Henüz oynadığı bir maç yok.')).toBeVisible();
});

it('sends a path that is not a player back to the list', async () => {
  server.route(`${ENGINE}/Player/GetPlayersList`, { body: envelope([], 0) });
  const { router } = renderWithProviders({
    route: '/bilgiler/futbolcu-bilgileri/abc',
    services: { apiBaseUrl: server.url },
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/bilgiler/futbolcu-bilgileri'));
});
