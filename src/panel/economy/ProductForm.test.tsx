/** A product's prices: a product on sale needs a price, lira in kuruş; the rest sent as stored. */
import { screen } from '@testing-library/react';
import type { AdminProduct } from '../../../store/api/wallet';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ADMIN, sent, signedInRoutes } from '../panelTesting';
import { ProductForm } from './ProductForm';

const PASS: AdminProduct = {
  Id: 8,
  ProductType: 7,
  Code: 'SPONSOR_PASS',
  Name: { Tr: 'Sponsor ligi bileti', En: 'Sponsor league pass' },
  Description: { Tr: 'Lige katıl', En: 'Join the league' },
  PriceCoins: 500,
  PriceFanGold: null,
  PriceKurus: null,
  Grants: [{ ProductType: 7, ProductCode: 'SPONSOR_PASS', Quantity: 1 }],
  DurationDays: 30,
  MaxPerHalfSeason: null,
  IsActive: true,
  SortOrder: 3,
  UpdatedAt: '2026-11-01T00:00:00Z',
};
const PATH = '/w/api/Admin/UpsertProduct';

const server = scriptedServerForFile();
beforeEach(() => {
  signedInRoutes(server);
});

it('needs a price while on sale, takes lira to the kuruş, and sends the product whole', async () => {
  server.route(PATH, { body: envelope(PASS) });
  const { user } = renderWithProviders({
    ui: <ProductForm product={PASS} />,
    user: ADMIN,
    services: { apiBaseUrl: server.url },
  });
  const save = screen.getByRole('button', { name: 'Kaydet SPONSOR_PASS' });
  await user.clear(screen.getByLabelText('Fiyat (jeton)'));
  await user.click(save);
  expect(
    await screen.findByText('Satıştaki bir ürünün en az bir fiyatı olmalı.'),
  ).toBeInTheDocument();
  await user.type(screen.getByLabelText('Fiyat (TL)'), '12.345');
  await user.click(save);
  expect(await screen.findByText('Kuruş en çok iki basamak.')).toBeInTheDocument();
  expect(sent(server.requests, PATH)).toEqual([]);

  await user.clear(screen.getByLabelText('Fiyat (TL)'));
  await user.type(screen.getByLabelText('Fiyat (TL)'), '49.90');
  await user.type(screen.getByLabelText('Fiyat (jeton)'), '450');
  await user.click(save);
  expect(await screen.findByText('SPONSOR_PASS kaydedildi.')).toBeInTheDocument();
  expect(sent(server.requests, PATH)).toEqual([
    {
      Id: 8,
      ProductType: 7,
      Code: 'SPONSOR_PASS',
      Name: PASS.Name,
      Description: PASS.Description,
      PriceCoins: 450,
      PriceFanGold: null,
      PriceKurus: 4990,
      Grants: [{ ProductCode: 'SPONSOR_PASS', Quantity: 1 }],
      DurationDays: 30,
      MaxPerHalfSeason: null,
      IsActive: true,
      SortOrder: 3,
    },
  ]);
});
