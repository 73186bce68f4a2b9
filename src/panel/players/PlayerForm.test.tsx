/**
 * A player's availability and price: the reason in both languages or neither, a price in
 * tenths within 1.0-20.0; the request (available clears reason and return; the price only
 * when it moved); a refusal kept.
 */
import { screen } from '@testing-library/react';
import type { AdminPlayer } from '../../../store/api/engine';
import { scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ADMIN, refusal, sent, signedInRoutes } from '../panelTesting';
import { PlayerForm, playerRequest, playerValues } from './PlayerForm';

const PLAYER: AdminPlayer = {
  Id: 9,
  Code: 'P9',
  DisplayName: 'Yıldız',
  TeamId: 1,
  Position: 'FWD',
  Price: 75,
  Status: 'injured',
  StatusReason: { Tr: 'Diz', En: 'Knee' },
  StatusSince: '2026-11-20',
  ExpectedReturnDate: '2026-12-10',
  ExpectedReturnRound: 14,
};
const PATH = '/engine/api/Admin/UpdatePlayer';

const server = scriptedServerForFile();
beforeEach(() => {
  signedInRoutes(server);
});

it('builds the request: available clears the rest, the price only when it moved', () => {
  const values = playerValues(PLAYER);
  expect(values.Price).toBe(7.5);
  expect(playerRequest(PLAYER, { ...values, Status: 'available' })).toEqual({
    PlayerId: 9,
    Status: 'available',
    StatusReason: null,
    ExpectedReturnDate: null,
    ExpectedReturnRound: null,
  });
  expect(playerRequest(PLAYER, { ...values, Status: 'doubtful', Price: 8 })).toEqual({
    PlayerId: 9,
    Status: 'doubtful',
    StatusReason: { Tr: 'Diz', En: 'Knee' },
    ExpectedReturnDate: '2026-12-10',
    ExpectedReturnRound: 14,
    Price: 80,
  });
});

it('checks the reason and the price, then saves; a refusal keeps the form', async () => {
  server.route(PATH, refusal(404, 1004, 'Oyuncu bulunamadı.'));
  const { user } = renderWithProviders({
    ui: <PlayerForm player={PLAYER} />,
    user: ADMIN,
    services: { apiBaseUrl: server.url },
  });
  await user.clear(screen.getByLabelText('Neden (İngilizce)'));
  await user.clear(screen.getByLabelText('Fiyat (milyon)'));
  await user.type(screen.getByLabelText('Fiyat (milyon)'), '7.55');
  await user.click(screen.getByRole('button', { name: 'Oyuncuyu kaydet' }));
  expect(
    await screen.findByText('Nedeni iki dilde de yaz ya da ikisini de boş bırak.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Fiyat 0,1 milyonluk adımlarla girilir.')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Fiyat (milyon)'));
  await user.type(screen.getByLabelText('Fiyat (milyon)'), '25');
  await user.click(screen.getByRole('button', { name: 'Oyuncuyu kaydet' }));
  expect(await screen.findByText('En çok 20 olabilir.')).toBeInTheDocument();
  expect(sent(server.requests, PATH)).toEqual([]);

  await user.type(screen.getByLabelText('Neden (İngilizce)'), 'Hamstring');
  await user.clear(screen.getByLabelText('Fiyat (milyon)'));
  await user.type(screen.getByLabelText('Fiyat (milyon)'), '7.1');
  await user.selectOptions(screen.getByLabelText('Durum'), 'suspended');
  await user.click(screen.getByRole('button', { name: 'Oyuncuyu kaydet' }));
  expect(await screen.findByText('Oyuncu bulunamadı.')).toHaveAttribute('role', 'alert');
  expect(sent(server.requests, PATH)).toEqual([
    {
      PlayerId: 9,
      Status: 'suspended',
      StatusReason: { Tr: 'Diz', En: 'Hamstring' },
      ExpectedReturnDate: '2026-12-10',
      ExpectedReturnRound: 14,
      Price: 71,
    },
  ]);
  expect(screen.getByLabelText('Neden (İngilizce)')).toHaveValue('Hamstring');

  // Available: the reason and return fields go away.
  await user.selectOptions(screen.getByLabelText('Durum'), 'available');
  expect(screen.queryByLabelText('Neden (İngilizce)')).not.toBeInTheDocument();
});
