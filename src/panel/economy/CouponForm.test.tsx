/**
 * The coupon form: its checks in the admin's language before anything is sent (code,
 * grants, uses, expiry by the server's clock), the request it sends, the success toast and
 * a server refusal shown with the form kept as typed.
 */
import { screen, within } from '@testing-library/react';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import type { AdminProduct } from '../../../store/api/wallet';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ADMIN, refusal, sent, signedInRoutes } from '../panelTesting';
import { CouponForm } from './CouponForm';

const product = (Id: number, Code: string, Tr: string, En: string): AdminProduct => ({
  Id,
  Code,
  ProductType: 1,
  Name: { Tr, En },
  Description: { Tr, En },
  PriceCoins: null,
  PriceFanGold: null,
  PriceKurus: 1000,
  Grants: [],
  DurationDays: null,
  MaxPerHalfSeason: null,
  IsActive: true,
  SortOrder: Id,
  UpdatedAt: '2026-11-01T00:00:00Z',
});
const PRODUCTS = [
  product(1, 'COIN', 'Jeton', 'Coins'),
  product(2, 'FANGOLD', 'FanGold', 'FanGold'),
];
const PATH = '/w/api/Admin/InsertCoupon';

const server = scriptedServerForFile();
beforeEach(() => {
  signedInRoutes(server);
});

function renderForm(language: 'tr-TR' | 'en-US' = 'tr-TR') {
  signedInRoutes(server, language);
  return renderWithProviders({
    ui: <CouponForm products={PRODUCTS} />,
    user: { ...ADMIN, LanguageCode: language },
    language,
    services: { apiBaseUrl: server.url },
  });
}

it('checks every field before sending, in the admin’s language', async () => {
  const { user } = renderForm();
  await user.click(screen.getByRole('button', { name: 'Kuponu oluştur' }));
  expect(await screen.findAllByText('Bu alan zorunlu.')).toHaveLength(3); // code, product, expiry
  await user.type(screen.getByLabelText('Kod'), 'ab-12');
  await user.selectOptions(screen.getByLabelText('Ürün 1'), 'COIN');
  await user.click(screen.getByRole('button', { name: 'Ürün ekle' }));
  await user.selectOptions(screen.getByLabelText('Ürün 2'), 'COIN');
  await user.clear(screen.getByLabelText('Adet 2'));
  await user.type(screen.getByLabelText('Adet 2'), '0');
  await user.clear(screen.getByLabelText('Kullanım sayısı (her oyuncu bir kez)'));
  await user.type(screen.getByLabelText('Kullanım sayısı (her oyuncu bir kez)'), '2.5');
  // Yesterday by any clock.
  await user.type(screen.getByLabelText('Son kullanma'), '2020-01-01T10:00');
  await user.click(screen.getByRole('button', { name: 'Kuponu oluştur' }));
  expect(await screen.findByText('Kodda yalnız harf (A-Z) ve rakam olur.')).toBeInTheDocument();
  expect(screen.getByText('En az 1 olmalı.')).toBeInTheDocument();
  expect(screen.getByText('Son kullanma zamanı gelecekte olmalı.')).toBeInTheDocument();
  expect(screen.getByText('Tam sayı gir.')).toBeInTheDocument();
  expect(screen.getByLabelText('Kullanım sayısı (her oyuncu bir kez)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await user.clear(screen.getByLabelText('Adet 2'));
  await user.type(screen.getByLabelText('Adet 2'), '3');
  await user.click(screen.getByRole('button', { name: 'Kuponu oluştur' }));
  expect(await screen.findByText('Bir ürün bir kez yazılır.')).toBeInTheDocument();
  expect(sent(server.requests, PATH)).toEqual([]);
});

it('sends the coupon, says so and starts a fresh form', async () => {
  server.route(PATH, {
    body: envelope({
      Id: 5,
      Code: 'KIS2026',
      IsSpecial: false,
      Grants: [{ ProductType: 1, ProductCode: 'COIN', Quantity: 250 }],
      MaxUses: 100,
      UsedCount: 0,
      ExpiresAt: '2099-01-01T09:00:00Z',
      IsActive: true,
      Note: null,
      CreatedAt: '2026-11-26T10:00:00Z',
    }),
  });
  const { user } = renderForm('en-US');
  await user.type(screen.getByLabelText('Code'), ' kis2026 ');
  await user.selectOptions(screen.getByLabelText('Product 1'), 'COIN');
  await user.clear(screen.getByLabelText('Quantity 1'));
  await user.type(screen.getByLabelText('Quantity 1'), '250');
  await user.type(screen.getByLabelText('Expires'), '2099-01-01T12:00');
  await user.type(screen.getByLabelText('Note (optional)'), 'Winter campaign');
  await user.click(screen.getByRole('button', { name: 'Create the coupon' }));
  expect(await screen.findByText('Coupon KIS2026 was created.')).toBeInTheDocument();
  expect(sent(server.requests, PATH)).toEqual([
    {
      Code: 'KIS2026',
      IsSpecial: false,
      Grants: [{ ProductCode: 'COIN', Quantity: 250 }],
      MaxUses: 100,
      ExpiresAt: new Date('2099-01-01T12:00').toISOString(),
      Note: 'Winter campaign',
    },
  ]);
  expect(screen.getByLabelText('Code')).toHaveValue('');
});

it('shows the server’s refusal and keeps what was typed', async () => {
  server.route(PATH, refusal(409, 2501, 'Bu kupon kodu zaten var.'));
  const { user } = renderForm();
  await user.type(screen.getByLabelText('Kod'), 'KIS2026');
  await user.selectOptions(screen.getByLabelText('Ürün 1'), 'FANGOLD');
  await user.type(screen.getByLabelText('Son kullanma'), '2099-01-01T12:00');
  await user.click(screen.getByRole('button', { name: 'Kuponu oluştur' }));
  const form = screen.getByRole('form', { name: 'Yeni kupon' });
  expect(await within(form).findByRole('alert')).toHaveTextContent('Bu kupon kodu zaten var.');
  expect(screen.getByLabelText('Kod')).toHaveValue('KIS2026');
  expect(screen.getByLabelText('Ürün 1')).toHaveValue('FANGOLD');
  expect(sent(server.requests, PATH)).toHaveLength(1);
});
