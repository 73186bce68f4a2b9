/**
 * The match page (/mac-detayları?matchId=…, signed in): scoreboard, provisional marker,
 * events, line-ups, team statistics, and the empty, loading and error states.
 */
import { screen, within } from '@testing-library/react';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { TEST_USER, renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';
import { ENGINE, failure, match, queriesOf, scriptSeason } from '../information/testData';
import { PLAYED } from './testMatch';

const server = scriptedServerForFile();
beforeEach(() => {
  setScreenWidth(390);
  server.route('/auth/api/User/GetUser', { body: envelope(TEST_USER) });
  server.route('/w/api/Wallet/GetWallets', { body: envelope([]) });
  scriptSeason(server);
});

const DETAIL = `${ENGINE}/Match/GetMatchDetail`;
const open = (search = '?matchId=9') =>
  renderWithProviders({
    route: `/mac-detayları${search}`,
    services: { apiBaseUrl: server.url },
    user: TEST_USER,
  });

it('shows the score, the events in order, both line-ups and the statistics', async () => {
  server.route(DETAIL, { body: envelope(PLAYED) });
  open();
  expect(await screen.findByRole('heading', { level: 1, name: 'Maç Detayları' })).toBeVisible();
  const board = await screen.findByRole('group', { name: 'Skor' });
  expect(within(board).getByText('Galatasaray')).toBeInTheDocument();
  expect(within(board).getByText('2 - 1')).toBeInTheDocument();
  expect(within(board).getByText('MS')).toBeInTheDocument();
  expect(within(board).getByText(/Geçici puanlar: hafta puanlanana kadar/)).toBeInTheDocument();
  expect(queriesOf(server, 'Match/GetMatchDetail')[0]!.get('matchId')).toBe('9');

  const events = within(screen.getByRole('region', { name: 'Maç olayları' })).getAllByRole(
    'listitem',
  );
  expect(events.map((e) => e.textContent)).toEqual([
    "12'Golcü (Gol) · Asist: Pasör · Galatasaray",
    "30'Sertoğlu (Sarı kart) · Fenerbahçe",
    "60'⇄Oyuncu değişikliği: Giren: Yedek, çıkan: Pasör · Galatasaray",
    "90+3'Kaleci (Kendi kalesine) · Galatasaray",
    "90+5'Golcü (Gol) · Galatasaray",
  ]);
  // An own goal shows on the side it counts for.
  expect(events[3]).toHaveClass('timeline__event--away');
  expect(events[0]).toHaveClass('timeline__event--home');

  const home = screen.getByRole('region', { name: 'Galatasaray kadrosu' });
  // A name opens his page on this round's points breakdown.
  expect(within(home).getByRole('link', { name: 'Golcü' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/bilgiler\/futbolcu-bilgileri\/11\?hafta=\d+$/),
  );
  expect(within(home).getByRole('rowheader', { name: 'Oyuna girenler' })).toBeInTheDocument();
  const stats = screen.getByRole('table', { name: 'Takım istatistikleri' });
  expect(within(stats).getByRole('row', { name: /Topla oynama/ })).toHaveTextContent(
    '%58Topla oynama%42',
  );
  expect(within(stats).getByRole('row', { name: /^15 Şut/ })).toHaveTextContent('15Şut–');
});

it('before kickoff, says the details come with the match', async () => {
  server.route(DETAIL, {
    body: envelope({
      ...PLAYED,
      Match: match(9, 4, 1, 2, '2026-11-07T17:00:00.000Z', null),
      Events: [],
      HomeLineup: [],
      AwayLineup: [],
      HomeStats: null,
      AwayStats: null,
    }),
  });
  // The signed-in user's own language (tr-TR) applies.
  open('?matchId=9');
  expect(await screen.findByText(/Maç henüz başlamadı/)).toBeVisible();
  expect(screen.getByText('Başlamadı')).toBeInTheDocument();
  expect(screen.queryByText(/Geçici puanlar/)).not.toBeInTheDocument();
});

it('without a match asks to choose one from the fixtures, sending nothing', async () => {
  open('');
  expect(await screen.findByText(/Bir maç seçin/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Fikstür ve sonuçlara git' })).toHaveAttribute(
    'href',
    '/bilgiler/fiksture-ve-sonuclar',
  );
  expect(queriesOf(server, 'Match/GetMatchDetail')).toHaveLength(0);
});

it('shows a spinner, then an unknown match as an error', async () => {
  server.route(DETAIL, { delayMs: 300, status: 404, body: failure(1404, 'Maç bulunamadı.') });
  open('?matchId=999');
  expect(await screen.findByRole('status')).toHaveTextContent('Yükleniyor…');
  expect(await screen.findByRole('alert')).toHaveTextContent('Maç bulunamadı.');
});
