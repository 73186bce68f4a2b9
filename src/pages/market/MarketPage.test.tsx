/**
 * The market against a scripted wallet server: the catalogue by type with prices, buying
 * with coins after the confirm dialog (the new balance said before and after, the coin chip
 * following without a reload), a short balance, leaving for the payment provider, the page
 * it returns to, the histories' paging, the rewarded ad and a card pack's reveal.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import type {
  AdWatchStatus,
  CollectionResult,
  Order,
  Product,
  WalletEntry,
} from '../../../store/api/wallet';
import {
  envelope,
  startScriptedServer,
  type ScriptedServer,
} from '../../../store/testing/scriptedServer';
import { TEST_USER, renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

const product = (fields: Partial<Product> & Pick<Product, 'Id' | 'Code' | 'Name'>): Product => ({
  ProductType: 2,
  Description: `${fields.Name} açıklaması.`,
  PriceCoins: null,
  PriceFanGold: null,
  PriceKurus: null,
  Grants: [{ ProductType: fields.ProductType ?? 2, ProductCode: fields.Code, Quantity: 1 }],
  DurationDays: null,
  MaxPerHalfSeason: null,
  ...fields,
});

const PRODUCTS: Product[] = [
  product({
    Id: 3,
    ProductType: 1,
    Code: 'COIN_PACK_1000',
    Name: '1.000 Jeton',
    PriceKurus: 2999,
    Grants: [{ ProductType: 1, ProductCode: 'COIN', Name: 'Jeton', Quantity: 1000 }],
  }),
  product({
    Id: 6,
    Code: 'TRIPLE_CAPTAIN',
    Name: 'Üçlü Kaptan',
    Description: 'Bir takımın kaptanı bir hafta için 3 kat puan alır.',
    PriceCoins: 300,
    PriceFanGold: 30,
    MaxPerHalfSeason: 2,
  }),
  product({
    Id: 8,
    ProductType: 3,
    Code: 'CARD_PACK',
    Name: 'Kart Paketi',
    PriceCoins: 250,
    PriceFanGold: 25,
  }),
  product({
    Id: 10,
    ProductType: 5,
    Code: 'SUBSCRIPTION',
    Name: 'Kadro Plus (30 gün)',
    PriceCoins: 5000,
    PriceKurus: 4999,
    DurationDays: 30,
  }),
];

const wallet = (coins: number, extra: Partial<WalletEntry>[] = []): WalletEntry[] => [
  { ProductType: 1, ProductCode: 'COIN', Name: 'Jeton', Quantity: coins, ExpiresAt: null },
  { ProductType: 1, ProductCode: 'FANGOLD', Name: 'FanGold', Quantity: 100, ExpiresAt: null },
  ...extra.map((e) => ({
    ProductType: 2 as const,
    ProductCode: 'TRIPLE_CAPTAIN',
    Name: 'Üçlü Kaptan',
    Quantity: 1,
    ExpiresAt: null,
    ...e,
  })),
];

const AD_STATUS: AdWatchStatus = {
  WatchedToday: 2,
  DailyLimit: 5,
  Remaining: 3,
  CoinsPerWatch: 20,
  ResetsAt: '2030-01-02T21:00:00Z',
  Ad: {
    AdId: 'house',
    Title: 'Kadro Plus',
    Text: 'Reklamsız oyna.',
    LinkUrl: '/market',
    Seconds: 0,
  },
};

const order = (fields: Partial<Order>): Order => ({
  Id: 41,
  ProductId: 3,
  ProductCode: 'COIN_PACK_1000',
  ProductType: 1,
  ProductName: '1.000 Jeton',
  PlayerId: null,
  Quantity: 1,
  Currency: 'TRY',
  Amount: 2999,
  Status: 'paid',
  Channel: 'Web',
  Grants: [{ ProductType: 1, ProductCode: 'COIN', Name: 'Jeton', Quantity: 1000 }],
  CreatedAt: '2030-01-01T10:00:00Z',
  CompletedAt: '2030-01-01T10:01:00Z',
  ...fields,
});

beforeEach(() => {
  setScreenWidth(1024);
  server.requests.length = 0;
  server.clearRoutes();
  server.answer({ body: envelope(null) });
  server.route('/auth/api/User/GetUser', { body: envelope(TEST_USER) });
  server.route('/w/api/Wallet/GetWallets', { body: envelope(wallet(2000)) });
  server.route('/w/api/Market/GetProducts', { body: envelope(PRODUCTS, PRODUCTS.length) });
  server.route('/w/api/Wallet/AdWatchCheckCount', { body: envelope(AD_STATUS) });
  server.route('/w/api/Order/GetOrderHistory', { body: envelope([], 0) });
  server.route('/w/api/Wallet/GetAwardHistory', { body: envelope([], 0) });
  server.route('/engine/api/Teams/GetTeamsList', {
    body: envelope([
      {
        Id: 200,
        CompetitionCode: 'TR_SL',
        Code: 'GS',
        Name: 'Galatasaray',
        ShortName: 'GS',
        PrimaryColor: '#aa0000',
        SecondaryColor: '#ffcc00',
      },
    ]),
  });
});

const calls = (url: string) => server.requests.filter((r) => r.url.split('?')[0] === url);
const chip = () => screen.getByRole('link', { name: /^[\d,]+ jeton$/ });

function renderMarket(route = '/market') {
  return renderWithProviders({ services: { apiBaseUrl: server.url }, user: TEST_USER, route });
}

it('lists the products by type with what each does and its prices', async () => {
  server.route('/w/api/Wallet/GetWallets', {
    body: envelope(
      wallet(2000, [
        { Quantity: 1 },
        {
          ProductType: 5,
          ProductCode: 'SUBSCRIPTION',
          Quantity: 1,
          ExpiresAt: '2030-01-20T12:00:00Z',
        },
      ]),
    ),
  });
  renderMarket();
  const boosters = await screen.findByRole('region', { name: 'Güçlendiriciler' });
  const card = within(boosters).getByText('Üçlü Kaptan').closest('li')!;
  expect(card).toHaveTextContent('Bir takımın kaptanı bir hafta için 3 kat puan alır.');
  expect(card).toHaveTextContent('Yarım sezonda en fazla 2 satın alma');
  expect(within(card as HTMLElement).getByRole('button', { name: '300 jetonla al' })).toBeEnabled();
  expect(
    within(card as HTMLElement).getByRole('button', { name: '30 FanGold ile al' }),
  ).toBeEnabled();
  const packs = screen.getByRole('region', { name: 'Jeton paketleri' });
  expect(within(packs).getByRole('button', { name: '₺29,99 öde' })).toBeEnabled();
  expect(screen.getByRole('region', { name: 'Abonelik' })).toHaveTextContent('30 gün');
  expect(within(card as HTMLElement).getByText('Cüzdanında: 1')).toBeInTheDocument();
  // A subscription held says until when, not how many.
  await waitFor(() =>
    expect(screen.getByRole('region', { name: 'Abonelik' })).toHaveTextContent(
      /\d+ Oca 2030 tarihine kadar geçerli/,
    ),
  );
  expect(screen.getByTestId('balance-coins')).toHaveTextContent('2,000');
  expect(screen.getByTestId('balance-fangold')).toHaveTextContent('100');
});

it('buys with coins after the confirm dialog, which says the new balance; the chip follows', async () => {
  const { user } = renderMarket();
  const boosters = await screen.findByRole('region', { name: 'Güçlendiriciler' });
  await waitFor(() => expect(chip()).toHaveTextContent('2,000'));
  await user.click(within(boosters).getByRole('button', { name: '300 jetonla al' }));
  let dialog = await screen.findByRole('alertdialog', { name: 'Satın al' });
  expect(dialog).toHaveTextContent(
    'Üçlü Kaptan için 300 jeton ödenecek. Yeni bakiyen: 1,700 jeton. Onaylıyor musun?',
  );
  // Vazgeç: nothing bought.
  await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(calls('/w/api/Wallet/ChipForPay')).toHaveLength(0);

  const after = wallet(1700, [{ Quantity: 2 }]);
  server.route('/w/api/Wallet/ChipForPay', {
    body: envelope({ Order: order({ Currency: 'COIN', Amount: 300 }), Wallet: after }),
  });
  server.route('/w/api/Wallet/GetWallets', { body: envelope(after) });
  await user.click(within(boosters).getByRole('button', { name: '300 jetonla al' }));
  dialog = await screen.findByRole('alertdialog', { name: 'Satın al' });
  await user.click(within(dialog).getByRole('button', { name: 'Evet' }));
  expect(
    await screen.findByText('Üçlü Kaptan satın alındı. Yeni bakiyen: 1,700 jeton.'),
  ).toBeInTheDocument();
  const body = JSON.parse(calls('/w/api/Wallet/ChipForPay')[0]!.body);
  expect(body).toEqual({
    productId: 6,
    channel: 'Web',
    IdempotencyKey: expect.stringMatching(/^[a-f0-9]{32}$/),
    PayWith: 'COIN',
  });
  // The wallet is read again: the chip and the balance show the new coins without a reload.
  await waitFor(() => expect(chip()).toHaveTextContent('1,700'));
  expect(screen.getByTestId('balance-coins')).toHaveTextContent('1,700');
  expect(within(boosters).getByText('Cüzdanında: 2')).toBeInTheDocument();
});

it("a failed purchase shows the server's message and is logged", async () => {
  server.route('/w/api/Wallet/ChipForPay', {
    status: 409,
    body: {
      Result: {
        ResultCode: 2603,
        ResultMessage: 'Bu yarım sezonda bu üründen en fazla 2 alabilirsin.',
      },
      ReturnObject: null,
      TotalCount: 0,
    },
  });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = renderMarket();
  const boosters = await screen.findByRole('region', { name: 'Güçlendiriciler' });
  await user.click(within(boosters).getByRole('button', { name: '300 jetonla al' }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Evet' }),
  );
  expect(
    await screen.findByText('Bu yarım sezonda bu üründen en fazla 2 alabilirsin.'),
  ).toBeInTheDocument();
  expect(errors.mock.calls.flat().join(' ')).toContain('en fazla 2');
  errors.mockRestore();
});

it('a balance short of the price disables the coin button and says how to get coins', async () => {
  server.route('/w/api/Wallet/GetWallets', { body: envelope(wallet(100)) });
  renderMarket();
  const subscription = await screen.findByRole('region', { name: 'Abonelik' });
  await waitFor(() => expect(screen.getByTestId('balance-coins')).toHaveTextContent('100'));
  const button = within(subscription).getByRole('button', { name: '5,000 jetonla al' });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription(/Jetonun yetmiyor/);
  // Money still buys it.
  expect(within(subscription).getByRole('button', { name: '₺49,99 öde' })).toBeEnabled();
});

it('a coin pack starts a payment and leaves for the provider page', async () => {
  server.route('/w/api/Payzee/Pay', {
    body: envelope({
      OrderId: 41,
      Provider: 'sandbox',
      PaymentUrl: '/sandbox/checkout/41?lang=tr-TR&t=abc',
      Amount: 2999,
      Currency: 'TRY',
      ExpiresAt: '2030-01-01T10:30:00Z',
      TestCards: [],
    }),
  });
  const { user, services } = renderMarket();
  const packs = await screen.findByRole('region', { name: 'Jeton paketleri' });
  await user.click(within(packs).getByRole('button', { name: '₺29,99 öde' }));
  await waitFor(() =>
    expect(services.navigations).toEqual(['/sandbox/checkout/41?lang=tr-TR&t=abc']),
  );
  expect(JSON.parse(calls('/w/api/Payzee/Pay')[0]!.body)).toEqual({
    ProductId: 3,
    IdempotencyKey: expect.stringMatching(/^[a-f0-9]{32}$/),
  });
  expect(screen.getByText('Ödeme sayfasına yönlendiriliyorsun…')).toHaveAttribute('role', 'status');
});

it('the page the provider returns to says paid, with what was added, or not paid', async () => {
  server.route('/w/api/Order/GetOrderHistory', {
    body: envelope([order({ Id: 42, Status: 'failed' }), order({ Id: 41 })], 2),
  });
  server.route('/w/api/Wallet/GetWallets', { body: envelope(wallet(3000)) });
  const paid = renderMarket('/market/odeme/41');
  expect(await screen.findByRole('heading', { name: 'Ödeme başarılı' })).toBeInTheDocument();
  expect(
    await screen.findByText('1.000 Jeton: 1,000 Jeton cüzdanına eklendi. Jeton bakiyen: 3,000.'),
  ).toHaveAttribute('role', 'status');
  paid.unmount();
  renderMarket('/market/odeme/42');
  expect(await screen.findByRole('heading', { name: 'Ödeme tamamlanmadı' })).toBeInTheDocument();
  expect(screen.getByText(/kartından para çekilmedi/)).toHaveAttribute('role', 'status');
  expect(screen.getByRole('link', { name: 'Markete dön' })).toHaveAttribute('href', '/market');
});

it('pages through the order history', async () => {
  server.route('/w/api/Order/GetOrderHistory', {
    body: envelope(
      Array.from({ length: 10 }, (_, i) => order({ Id: 100 - i })),
      25,
    ),
  });
  const { user } = renderMarket('/market/gecmis');
  const orders = await screen.findByRole('region', { name: 'Siparişlerim' });
  await within(orders).findByText('Sayfa 1 / 3');
  expect(within(orders).getAllByText('Ödendi')).toHaveLength(10);
  await user.click(within(orders).getByRole('button', { name: 'Sonraki sayfa' }));
  await waitFor(() =>
    expect(
      calls('/w/api/Order/GetOrderHistory').map((r) => JSON.parse(r.body).SortingPaging),
    ).toContainEqual({ PageNumber: 1, NumberRecords: 10 }),
  );
  expect(await within(orders).findByText('Sayfa 2 / 3')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Ödüllerim' })).toHaveTextContent('Henüz ödülün yok.');
});

it("watches an ad: today's count, then the coins claimed", async () => {
  server.route('/w/api/Wallet/WatchForEarn', {
    body: envelope({
      ...AD_STATUS,
      WatchedToday: 3,
      Remaining: 2,
      CoinsEarned: 20,
      CoinBalance: 2020,
    }),
  });
  const { user } = renderMarket();
  expect(await screen.findByTestId('ad-count')).toHaveTextContent('Bugün 2/5 reklam izledin.');
  server.route('/w/api/Wallet/AdWatchCheckCount', {
    body: envelope({ ...AD_STATUS, WatchedToday: 3, Remaining: 2 }),
  });
  await user.click(screen.getByRole('button', { name: 'Reklam izle (+20 jeton)' }));
  const ad = screen.getByRole('region', { name: 'Kadro Plus' });
  await user.click(within(ad).getByRole('button', { name: '20 jetonu al' }));
  expect(
    await screen.findByText('+20 jeton kazandın. Yeni bakiyen: 2,020 jeton.'),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByTestId('ad-count')).toHaveTextContent('Bugün 3/5 reklam izledin.'),
  );
});

it('opens a card pack and shows its five cards', async () => {
  server.route('/w/api/Wallet/GetWallets', {
    body: envelope(wallet(2000, [{ ProductType: 3, ProductCode: 'CARD_PACK', Quantity: 1 }])),
  });
  server.route('/w/api/Collection/GetCollectionUserPlayers', { body: envelope([], 0) });
  const result: CollectionResult = {
    Cards: [1, 2, 3, 4, 5].map((i) => ({
      PlayerId: i,
      PlayerName: `Oyuncu ${i}`,
      Position: 'MID' as const,
      TeamId: 200,
      IsNew: i !== 2,
    })),
    SetsCompleted: [],
    Rewards: [],
    Wallet: wallet(2000),
  };
  server.route('/w/api/Collection/SpendCollection', { body: envelope(result) });
  const { user } = renderMarket('/market/kartlar');
  const held = await screen.findByTestId('packs-held');
  await waitFor(() => expect(held).toHaveTextContent('Cüzdanındaki paket: 1'));
  await user.click(screen.getByRole('button', { name: 'Paket aç' }));
  const reveal = await screen.findByTestId('pack-reveal');
  expect(within(reveal).getAllByRole('listitem')).toHaveLength(5);
  expect(within(reveal).getAllByText('Yeni')).toHaveLength(4);
  expect(JSON.parse(calls('/w/api/Collection/SpendCollection')[0]!.body)).toEqual({
    ProductId: 8,
    IdempotencyKey: expect.stringMatching(/^[a-f0-9]{32}$/),
  });
});

it('pays with FanGold where the product takes it, saying the FanGold left', async () => {
  server.route('/w/api/Wallet/ChipForPay', {
    body: envelope({
      Order: order({ Currency: 'FANGOLD', Amount: 30 }),
      Wallet: wallet(2000).map((e) => (e.ProductCode === 'FANGOLD' ? { ...e, Quantity: 70 } : e)),
    }),
  });
  const { user } = renderMarket();
  const boosters = await screen.findByRole('region', { name: 'Güçlendiriciler' });
  await user.click(within(boosters).getByRole('button', { name: '30 FanGold ile al' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Satın al' });
  expect(dialog).toHaveTextContent(
    'Üçlü Kaptan için 30 FanGold ödenecek. Yeni bakiyen: 70 FanGold.',
  );
  // The wallet read again answers late: the balance below comes from the purchase's answer.
  const after = wallet(2000).map((e) => (e.ProductCode === 'FANGOLD' ? { ...e, Quantity: 70 } : e));
  server.route('/w/api/Wallet/GetWallets', { body: envelope(after), delayMs: 3000 });
  await user.click(within(dialog).getByRole('button', { name: 'Evet' }));
  expect(
    await screen.findByText('Üçlü Kaptan satın alındı. Yeni bakiyen: 70 FanGold.'),
  ).toBeInTheDocument();
  expect(JSON.parse(calls('/w/api/Wallet/ChipForPay')[0]!.body).PayWith).toBe('FANGOLD');
  await waitFor(() => expect(screen.getByTestId('balance-fangold')).toHaveTextContent('70'), {
    timeout: 1500,
  });
});

it('a payment still pending is read again until the provider decides it', async () => {
  server.route('/w/api/Order/GetOrderHistory', {
    body: envelope([order({ Status: 'pending', CompletedAt: null })], 1),
  });
  renderMarket('/market/odeme/41');
  expect(await screen.findByRole('heading', { name: 'Ödeme bekleniyor' })).toBeInTheDocument();
  const reads = calls('/w/api/Order/GetOrderHistory').length;
  server.route('/w/api/Order/GetOrderHistory', { body: envelope([order({})], 1) });
  expect(
    await screen.findByRole('heading', { name: 'Ödeme başarılı' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  expect(calls('/w/api/Order/GetOrderHistory').length).toBeGreaterThan(reads);
});

it('lists awards with what they were for', async () => {
  server.route('/w/api/Wallet/GetAwardHistory', {
    body: envelope(
      [
        {
          Id: 5,
          Source: 'coupon',
          ProductType: 1,
          ProductCode: 'COIN',
          ProductName: 'Jeton',
          Quantity: 500,
          Title: 'Kupon: HOSGELDIN',
          ContestId: null,
          CreatedAt: '2030-01-01T10:00:00Z',
        },
      ],
      1,
    ),
  });
  renderMarket('/market/gecmis');
  const awards = await screen.findByRole('region', { name: 'Ödüllerim' });
  const row = (await within(awards).findByText(/Kupon: HOSGELDIN/)).closest('tr')!;
  expect(row).toHaveTextContent('(kupon)');
  expect(row).toHaveTextContent('500 Jeton');
});

it("shows a club's set progress and buys a chosen card after the confirm dialog", async () => {
  const set = { TeamId: 200, Collected: 1, Total: 2, Completed: false, RewardCoins: 1000 };
  server.route('/w/api/Collection/GetCollectionUserPlayers', {
    body: envelope(
      [
        {
          PlayerId: 1,
          PlayerName: 'Muslera',
          Position: 'GK',
          TeamId: 200,
          OwnedCount: 1,
          FirstCollectedAt: '2030-01-01T10:00:00Z',
          ClubSet: set,
        },
        {
          PlayerId: 2,
          PlayerName: 'Icardi',
          Position: 'FWD',
          TeamId: 200,
          OwnedCount: 0,
          FirstCollectedAt: null,
          ClubSet: set,
        },
      ],
      2,
    ),
  });
  server.route('/w/api/Market/GetProducts', {
    body: envelope([
      ...PRODUCTS,
      product({
        Id: 9,
        ProductType: 3,
        Code: 'CARD',
        Name: 'Seçilen Kart',
        PriceCoins: 150,
        Grants: [],
      }),
    ]),
  });
  server.route('/w/api/Collection/ChipForPlayer', {
    body: envelope({
      Cards: [{ PlayerId: 2, PlayerName: 'Icardi', Position: 'FWD', TeamId: 200, IsNew: true }],
      SetsCompleted: [{ ...set, Collected: 2, Completed: true }],
      Rewards: [{ ProductType: 1, ProductCode: 'COIN', Quantity: 1000 }],
      Wallet: wallet(2850),
    }),
  });
  const { user } = renderMarket('/market/kartlar');
  expect(await screen.findByTestId('set-progress')).toHaveTextContent(
    '1/2 kart. Seti tamamlarsan 1,000 jeton kazanırsın.',
  );
  await user.click(screen.getByRole('button', { name: 'Kartı al: Icardi (150 jeton)' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent(
    'Icardi kartı için 150 jeton ödenecek. Yeni bakiyen: 1,850 jeton.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Evet' }));
  expect(
    await screen.findByText('Icardi kartı alındı. Yeni bakiyen: 2,850 jeton.'),
  ).toBeInTheDocument();
  // The set it completed, and what that paid.
  expect(
    await screen.findByText('Set tamamlandı: GS. +1,000 jeton cüzdanına eklendi.'),
  ).toBeInTheDocument();
  expect(JSON.parse(calls('/w/api/Collection/ChipForPlayer')[0]!.body)).toEqual({
    PlayerId: 2,
    IdempotencyKey: expect.stringMatching(/^[a-f0-9]{32}$/),
  });
});

it('the pack reveal turns cards over only when motion is welcome (UI.md "Motion")', () => {
  // jsdom applies no style sheets: the rule is read where it is written.
  const css = readFileSync(join(__dirname, 'market.css'), 'utf8');
  expect(css).toMatch(/\.reveal__card\s*\{\s*animation:\s*card-turn/);
  expect(css).toMatch(
    /@media \(prefers-reduced-motion: reduce\)\s*\{\s*\.reveal__card\s*\{\s*animation:\s*none;/,
  );
});
