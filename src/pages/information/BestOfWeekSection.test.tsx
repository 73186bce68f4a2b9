/** Best of the week: the XI on the pitch by formation, the top player and team, the states. */
import { screen, waitFor, within } from '@testing-library/react';
import type { BestOfTheWeek, Position } from '../../../store/api/engine';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';
import { ENGINE, failure, player, queriesOf, scriptSeason } from './testData';

const server = scriptedServerForFile();
beforeEach(() => {
  setScreenWidth(390);
  scriptSeason(server);
});

const BEST = `${ENGINE}/Player/GetBestOfTheWeek`;
const open = (language: 'tr-TR' | 'en-US' = 'tr-TR') =>
  renderWithProviders({
    route: '/bilgiler/haftanin-enleri',
    services: { apiBaseUrl: server.url },
    language,
  });

const positions: Position[] = [
  'GK',
  'DEF',
  'DEF',
  'DEF',
  'MID',
  'MID',
  'MID',
  'MID',
  'MID',
  'FWD',
  'FWD',
];
const XI = positions.map((Position, i) => ({
  SlotOrder: i + 1,
  Player: player(i + 1, `Oyuncu${i + 1}`, { Position }),
  Points: 20 - i,
}));
const BEST_XI: BestOfTheWeek = {
  WeeklyLeagueInformationId: 102,
  RoundNumber: 2,
  IsProvisional: false,
  LineupOfPlayerType: '3-5-2',
  TotalPoints: XI.reduce((sum, p) => sum + p.Points, 0),
  // Shuffled: the pitch orders them by SlotOrder.
  Players: [...XI].reverse(),
  TopPlayer: XI[0]!,
  TopUserTeam: {
    User: { Id: 9, UserName: 'kartal1903' },
    UserTeamId: 50,
    TeamName: 'Kartal Yıldızları',
    Points: 88,
  },
};

it('opens on the last scored round with its XI in formation lines', async () => {
  server.route(BEST, { body: envelope(BEST_XI) });
  open();
  const pitch = await screen.findByRole('list', { name: "2. Haftanın en iyi 11'i" });
  const lines = within(pitch)
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('pitch__row'));
  expect(lines.map((line) => within(line).getAllByRole('link').length)).toEqual([1, 3, 5, 2]);
  expect(within(lines[0]!).getByRole('link')).toHaveAccessibleName('Oyuncu1 20');
  // A tap opens his page on this round's breakdown.
  expect(within(lines[0]!).getByRole('link')).toHaveAttribute(
    'href',
    '/bilgiler/futbolcu-bilgileri/1?hafta=2',
  );
  expect(screen.getByText(/Diziliş 3-5-2/)).toHaveTextContent(
    `Diziliş 3-5-2 · ${BEST_XI.TotalPoints} puan`,
  );
  expect(screen.getByText('Kartal Yıldızları')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'kartal1903' })).toHaveAttribute(
    'href',
    '/arkadas/kartal1903',
  );
  expect(screen.getByText('88 puan')).toBeInTheDocument();
  expect(queriesOf(server, 'Player/GetBestOfTheWeek')[0]!.get('weeklyLeagueInformationId')).toBe(
    '102',
  );
});

it('picks another round and marks a live one provisional', async () => {
  server.route(BEST, { body: envelope({ ...BEST_XI, IsProvisional: true, RoundNumber: 3 }) });
  const { user } = open('en-US');
  await screen.findByRole('list', { name: 'Best XI of round 3' });
  await user.click(screen.getByRole('button', { name: 'Next round' }));
  await waitFor(() =>
    expect(
      queriesOf(server, 'Player/GetBestOfTheWeek').map((q) => q.get('weeklyLeagueInformationId')),
    ).toEqual(['102', '103']),
  );
  expect(screen.getByText('Provisional points')).toBeInTheDocument();
  // Only rounds with points are offered: round 3 (live) is the last.
  expect(screen.getByRole('button', { name: 'Next round' })).toBeDisabled();
});

it('shows the loading, empty and error states', async () => {
  server.route(BEST, { delayMs: 400, body: envelope(null) });
  const first = open();
  expect(await screen.findByRole('status')).toHaveTextContent('Yükleniyor…');
  expect(await screen.findByText('Bu haftanın puanları henüz yok.')).toBeInTheDocument();
  first.unmount();
  server.route(BEST, { status: 500, body: failure(5000, 'Sunucu hatası.') });
  open();
  expect(await screen.findByRole('alert')).toHaveTextContent('Sunucu hatası.');
});

it('says so before any round has points', async () => {
  server.route(`${ENGINE}/WeeklyLeagueInformation/GetWeeklyLeagueInformationList`, {
    body: envelope([]),
  });
  open();
  expect(await screen.findByText('Henüz puanlanmış bir hafta yok.')).toBeInTheDocument();
});
