/** Suspended and injured players: grouped by club, the kind filter's request, the states. */
import { screen, waitFor, within } from '@testing-library/react';
import type { UnavailablePlayer } from '../../../store/api/engine';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';
import { ENGINE, bodiesOf, player, scriptSeason } from './testData';

const server = scriptedServerForFile();
beforeEach(() => {
  setScreenWidth(390);
  scriptSeason(server);
});

const LIST = `${ENGINE}/Player/GetUnavailablePlayersList`;
const sent = () => bodiesOf(server, 'Player/GetUnavailablePlayersList');
const open = (language: 'tr-TR' | 'en-US' = 'tr-TR') =>
  renderWithProviders({
    route: '/bilgiler/cezali-sakat-oyuncular',
    services: { apiBaseUrl: server.url },
    language,
  });

const ROWS: UnavailablePlayer[] = [
  {
    Player: player(3, 'Kaya', { TeamId: 1, Status: 'suspended', Position: 'DEF' }),
    Status: 'suspended',
    Reason: 'Kırmızı kart',
    Since: '2026-11-14T19:00:00.000Z',
    ExpectedReturnRound: 7,
  },
  {
    Player: player(4, 'Demir', { TeamId: 3, Status: 'injured' }),
    Status: 'injured',
    Reason: null,
    Since: null,
    ExpectedReturnRound: null,
  },
];

it('lists them by club with the reason and the round they are back', async () => {
  server.route(LIST, { body: envelope(ROWS) });
  open();
  const gs = await screen.findByRole('region', { name: 'Galatasaray' });
  expect(within(gs).getByRole('link', { name: 'Kaya' })).toHaveAttribute(
    'href',
    '/bilgiler/futbolcu-bilgileri/3',
  );
  expect(within(gs).getByText('Cezalı')).toBeInTheDocument();
  expect(within(gs).getByText('Kırmızı kart')).toBeInTheDocument();
  expect(within(gs).getByText('Dönüş: 7. Hafta')).toBeInTheDocument();
  const bjk = screen.getByRole('region', { name: 'Beşiktaş' });
  expect(within(bjk).getByText('Neden belirtilmedi')).toBeInTheDocument();
  expect(within(bjk).getByText('Dönüş belli değil')).toBeInTheDocument();
  expect(sent()[0]).toEqual({ CompetitionCode: 'TR_SL', SportsCode: 'FTBL' });
});

it('filters by kind', async () => {
  server.route(LIST, { body: envelope(ROWS) });
  const { user } = open('en-US');
  await screen.findByRole('region', { name: 'Galatasaray' });
  await user.click(screen.getByRole('button', { name: 'Injured' }));
  await waitFor(() => expect(sent().at(-1)).toMatchObject({ Status: 'injured' }));
  expect(screen.getByRole('button', { name: 'Injured' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: 'Suspended' }));
  await waitFor(() => expect(sent().at(-1)).toMatchObject({ Status: 'suspended' }));
  await user.click(screen.getByRole('button', { name: 'All' }));
  expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
});

it('shows the loading, empty and error states', async () => {
  server.route(LIST, { delayMs: 400, body: envelope([]) });
  const first = open();
  expect(await screen.findByRole('status')).toHaveTextContent('Yükleniyor…');
  expect(await screen.findByText('Şu an cezalı ya da sakat oyuncu yok.')).toBeInTheDocument();
  first.unmount();
  server.route(LIST, { hangUp: true });
  open('en-US');
  expect(await screen.findByRole('alert')).toHaveTextContent('Ops.. something went wrong..');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
});
