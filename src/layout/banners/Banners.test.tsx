/**
 * The banner slots against a scripted server: shown only on a wide screen; the round's
 * deadline and the call to build a team, the special leagues still running, and market
 * offers with their prices, in both languages, each link to its screen.
 */
import { screen, within } from '@testing-library/react';
import type { SpecialLeague, WeeklyLeagueInformation } from '../../../store/api/engine';
import type { Product } from '../../../store/api/wallet';
import type { Language } from '../../../store/constants';
import {
  envelope,
  startScriptedServer,
  type ScriptedServer,
} from '../../../store/testing/scriptedServer';
import { ClockContext, type Clock } from '../../components/clock';
import { TEST_USER, renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';
import SignedInContent from '../SignedInContent';
import { offersOf } from './Banners';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const HOUR = 3600_000;
const clock: Clock = { now: () => NOW, every: () => () => undefined };

const round = (over: Partial<WeeklyLeagueInformation>): WeeklyLeagueInformation => ({
  Id: 100,
  CompetitionCode: 'TR_SL',
  SportsCode: 'FTBL',
  Number: 7,
  Title: '7. Hafta',
  FirstKickoff: new Date(NOW + 2 * 24 * HOUR + 2 * HOUR).toISOString(),
  Deadline: new Date(NOW + 2 * 24 * HOUR + HOUR).toISOString(),
  State: 'open',
  IsCurrent: true,
  MatchCount: 9,
  FinishedMatchCount: 0,
  ...over,
});

const league = (over: Partial<SpecialLeague>): SpecialLeague => ({
  Id: 1,
  CompetitionCode: 'TR_SL',
  Name: 'Kadro Sponsor Ligi',
  SponsorName: 'Kadro',
  Description: '',
  ImageUrl: null,
  StartRoundNumber: 5,
  EndRoundNumber: 20,
  RequiresProduct: true,
  ProductId: 9,
  AcceptsExtraTeams: false,
  MaxMembers: null,
  MemberCount: 12,
  IsMember: false,
  ...over,
});

const product = (over: Partial<Product>): Product => ({
  Id: 1,
  ProductType: 2,
  Code: 'BOOSTER_TC',
  Name: 'Üçlü Kaptan',
  Description: '',
  PriceCoins: 1500,
  PriceFanGold: null,
  PriceKurus: null,
  Grants: [],
  DurationDays: null,
  MaxPerHalfSeason: 2,
  ...over,
});

const PRODUCTS = [
  product({ Id: 1, Name: 'Üçlü Kaptan', PriceCoins: 1500 }),
  product({ Id: 2, Name: 'Bütçe Güçlendirici', PriceCoins: 1200 }),
  product({
    Id: 3,
    ProductType: 7,
    Code: 'SPECIAL_1',
    Name: 'Sponsor ligi geçişi',
    PriceCoins: 500,
  }),
  product({
    Id: 4,
    ProductType: 1,
    Code: 'COIN_1000',
    Name: '1.000 jeton',
    PriceCoins: null,
    PriceKurus: 4999,
  }),
  product({ Id: 5, ProductType: 3, Code: 'PACK', Name: 'Kart paketi', PriceCoins: 300 }),
];

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.clearRoutes();
  server.requests.length = 0;
  server.answer({ body: envelope(null) });
  server.route('/w/api/Wallet/GetWallets', { body: envelope([]) });
  server.route('/engine/api/WeeklyLeagueInformation/GetWeeklyLeagueInformationList', {
    body: envelope([round({})], 1),
  });
  server.route('/engine/api/SpecialLeague/GetSpecialLeagueList', {
    body: envelope(
      [
        league({ Id: 1, Name: 'Kadro Sponsor Ligi' }),
        league({ Id: 2, Name: 'Sezon Başı Kupası', EndRoundNumber: 4 }),
        league({ Id: 3, Name: 'Derbi Ligi', IsMember: true }),
      ],
      3,
    ),
  });
  server.route('/w/api/Market/GetProducts', { body: envelope(PRODUCTS, PRODUCTS.length) });
});
afterEach(() => setScreenWidth(1024));

function open(width: number, language: Language = 'tr-TR') {
  setScreenWidth(width);
  const user = { ...TEST_USER, LanguageCode: language };
  server.route('/auth/api/User/GetUser', { body: envelope(user) });
  return renderWithProviders({
    ui: (
      <ClockContext.Provider value={clock}>
        <SignedInContent />
      </ClockContext.Provider>
    ),
    services: { apiBaseUrl: server.url },
    user,
    language,
  });
}

it.each([
  [
    'tr-TR',
    ['Öne çıkanlar', 'Market fırsatları'],
    ['7. Hafta', 'Son değişiklik', 'Takımını kur', 'Özel ligler', 'Katıl', 'Tabloya bak'],
    ['Üçlü Kaptan', '1,500 jeton', 'Sponsor ligi geçişi', '500 jeton', '1.000 jeton', '₺49,99'],
    'Markete git',
  ],
  [
    'en-US',
    ['Highlights', 'Market offers'],
    ['Round 7', 'Deadline in', 'Build your team', 'Special leagues', 'Join', 'See the table'],
    ['Üçlü Kaptan', '1,500 coins', 'Sponsor ligi geçişi', '500 coins', 'TRY 49.99'],
    'Go to the market',
  ],
] as const)(
  'in %s, fills the slots of a wide screen with the round, special leagues and offers',
  async (language, [leftName, rightName], leftTexts, rightTexts, toMarket) => {
    open(1600, language);
    const left = within(await screen.findByRole('complementary', { name: leftName }));
    const right = within(screen.getByRole('complementary', { name: rightName }));

    expect(await left.findByRole('timer')).toHaveTextContent(/2/);
    await left.findByText('Kadro Sponsor Ligi');
    const leftText = left.getByText('Kadro Sponsor Ligi').closest('aside')!.textContent!;
    for (const text of leftTexts) expect(leftText).toContain(text);
    // A league that ended before this round is not offered.
    expect(left.queryByText('Sezon Başı Kupası')).not.toBeInTheDocument();
    expect(left.getByRole('link', { name: leftTexts[2] })).toHaveAttribute(
      'href',
      '/takim/takimim',
    );
    expect(left.getByRole('link', { name: leftTexts[4] })).toHaveAttribute(
      'href',
      '/lig/ozel-ligler',
    );
    expect(left.getByRole('link', { name: leftTexts[5] })).toHaveAttribute(
      'href',
      '/lig/ozel-lig/3',
    );

    await right.findByText('Üçlü Kaptan');
    const rightText = right.getByText('Üçlü Kaptan').closest('aside')!.textContent!;
    for (const text of rightTexts) expect(rightText.replace(/\u00a0/g, ' ')).toContain(text);
    expect(right.getByRole('link', { name: toMarket })).toHaveAttribute('href', '/market');
  },
);

it('a live round asks to follow the points instead of the deadline', async () => {
  server.route('/engine/api/WeeklyLeagueInformation/GetWeeklyLeagueInformationList', {
    body: envelope([round({ Id: 99, Number: 6, State: 'live', IsCurrent: false }), round({})], 2),
  });
  open(1600);
  const left = within(await screen.findByRole('complementary', { name: 'Öne çıkanlar' }));
  expect(await left.findByRole('heading', { name: '6. Hafta oynanıyor' })).toBeInTheDocument();
  expect(left.getByRole('link', { name: 'Puanlarım' })).toHaveAttribute('href', '/takim/takimim');
  expect(left.queryByRole('timer')).not.toBeInTheDocument();
});

it('on a narrower screen shows no slots and asks for none of their data', () => {
  const view = open(1280);
  expect(view.container.querySelector('.signed-in')).toBeInTheDocument();
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  expect(server.requests.some((r) => r.url.includes('/Market/GetProducts'))).toBe(false);
  expect(server.requests.some((r) => r.url.includes('/SpecialLeague/'))).toBe(false);
});

it('offers one of each kind first: a booster, a pass, a coin pack', () => {
  expect(offersOf(PRODUCTS).map((p) => p.Id)).toEqual([1, 3, 4]);
  expect(offersOf(PRODUCTS.filter((p) => p.ProductType === 2)).map((p) => p.Id)).toEqual([1, 2]);
  expect(offersOf([])).toEqual([]);
});
