/**
 * The home page against a scripted engine: the visitor's view, the signed-in view with
 * data, the countdown ticking on an injected clock, the empty states and the error state.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type {
  BestOfTheWeek,
  Match,
  PlayerScoreRuleSet,
  Team,
  UserTeam,
  UserWeeklyScore,
  WeeklyLeagueInformation,
} from '../../../store/api/engine';
import { envelope, scriptedServerForFile } from '../../../store/testing/scriptedServer';
import type { Language } from '../../../store/constants';
import { TEST_USER, renderWithProviders } from '../../testing/renderWithProviders';
import { HomePage } from './HomePage';
import { ClockContext, type Clock } from '../../components/clock';
import { TEST_SQUAD_RULES } from '../../../rules/testRules';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A clock the test moves by hand; every subscriber ticks when it moves. */
function manualClock(start: number) {
  let now = start;
  const ticks = new Set<() => void>();
  const clock: Clock & { advance(ms: number): void } = {
    now: () => now,
    every: (_ms, tick) => {
      ticks.add(tick);
      return () => ticks.delete(tick);
    },
    advance(ms) {
      now += ms;
      act(() => ticks.forEach((tick) => tick()));
    },
  };
  return clock;
}

const round = (over: Partial<WeeklyLeagueInformation>): WeeklyLeagueInformation => ({
  Id: 100,
  CompetitionCode: 'TR_SL',
  SportsCode: 'FTBL',
  Number: 7,
  Title: '7. Hafta',
  FirstKickoff: new Date(NOW + 3 * 24 * HOUR + 2 * HOUR).toISOString(),
  Deadline: new Date(NOW + 3 * 24 * HOUR + HOUR).toISOString(),
  State: 'open',
  IsCurrent: false,
  MatchCount: 2,
  FinishedMatchCount: 0,
  ...over,
});
const ROUNDS = [
  round({ Id: 99, Number: 6, Title: '6. Hafta', State: 'live' }),
  round({ IsCurrent: true }),
];

const club = (Id: number, Name: string, ShortName: string): Team => ({
  Id,
  CompetitionCode: 'TR_SL',
  Code: ShortName.slice(0, 3).toUpperCase(),
  Name,
  ShortName,
  PrimaryColor: '#a90432',
  SecondaryColor: '#fdb912',
});
const CLUBS = [
  club(1, 'Galatasaray', 'Galatasaray'),
  club(2, 'Fenerbahçe', 'Fenerbahçe'),
  club(3, 'Beşiktaş', 'Beşiktaş'),
  club(4, 'Rams Başakşehir', 'Başakşehir'),
];

const match = (Id: number, HomeTeamId: number, AwayTeamId: number, hours: number): Match => ({
  Id,
  CompetitionCode: 'TR_SL',
  WeeklyLeagueInformationId: 100,
  RoundNumber: 7,
  HomeTeamId,
  AwayTeamId,
  Kickoff: new Date(NOW + hours * HOUR).toISOString(),
  State: 'scheduled',
  HomeScore: null,
  AwayScore: null,
  Minute: null,
});
const MATCHES = [match(1, 1, 2, 74), match(2, 3, 4, 98)];

const player = {
  Id: 55,
  Code: 'P55',
  TeamId: 3,
  FirstName: 'Emre',
  LastName: 'Yıldırım',
  DisplayName: 'E. Yıldırım',
  Position: 'MID' as const,
  ShirtNumber: 8,
  Price: 85,
  PriceChange: 1,
  Nationality: 'TR',
  Status: 'available' as const,
  TotalPoints: 61,
  RoundPoints: 17,
  Form: 8.5,
  SelectedByPercent: 12.5,
};
const BEST: BestOfTheWeek = {
  WeeklyLeagueInformationId: 98,
  RoundNumber: 5,
  IsProvisional: false,
  LineupOfPlayerType: '4-4-2',
  TotalPoints: 98,
  Players: [],
  TopPlayer: { SlotOrder: 7, Player: player, Points: 17 },
  TopUserTeam: {
    User: { Id: 9, UserName: 'kaptan10' },
    UserTeamId: 400,
    TeamName: 'Boğaziçi Yıldızları',
    Points: 96,
  },
};

const RULES: PlayerScoreRuleSet = {
  Id: 1,
  CompetitionCode: 'TR_SL',
  Name: 'Süper Lig 2025-26',
  CaptainMultiplier: 2,
  TripleCaptainMultiplier: 3,
  Rules: [],
  Squad: TEST_SQUAD_RULES,
};

const SCORE: UserWeeklyScore = {
  User: { Id: TEST_USER.Id, UserName: TEST_USER.UserName },
  WeeklyLeagueInformationId: 99,
  RoundNumber: 6,
  UserTeamId: 300,
  TeamName: 'Ayşe FK',
  Points: 64,
  IsProvisional: true,
  RoundRank: 12,
  OverallRank: 1234,
  PreviousOverallRank: 1354,
  TotalPoints: 301,
  RankedTeams: 12500,
  AveragePoints: 48.5,
  HighestPoints: 101,
};

const TEAM: UserTeam = {
  Id: 301,
  UserId: TEST_USER.Id,
  CompetitionCode: 'TR_SL',
  WeeklyLeagueInformationId: 100,
  RoundNumber: 7,
  Name: 'Ayşe FK',
  IsPrimary: true,
  LineupOfPlayerType: '4-4-2',
  Budget: 1000,
  Cost: 985,
  BudgetCost: 985,
  Booster: null,
  CaptainPlayerId: 55,
  ViceCaptainPlayerId: 56,
  Points: null,
  IsProvisional: false,
  RoundRank: null,
  IsCarriedOver: false,
  IsEditable: true,
  CreatedAt: '2026-11-20T10:00:00Z',
  UpdatedAt: '2026-11-20T10:00:00Z',
};

const failure = (ResultMessage: string) => ({
  Result: { ResultCode: 500, ResultMessage },
  ReturnObject: null,
  TotalCount: 0,
});

const server = scriptedServerForFile();
beforeEach(() => {
  localStorage.clear();
  server.route('/auth/api/User/GetUser', { body: envelope(TEST_USER) });
  server.route('/engine/api/WeeklyLeagueInformation/GetWeeklyLeagueInformationList', {
    body: envelope(ROUNDS, ROUNDS.length),
  });
  server.route('/engine/api/Teams/GetTeamsList', { body: envelope(CLUBS, CLUBS.length) });
  server.route('/engine/api/MatchesOfTheWeek/GetMatchesOfTheWeekList', {
    body: envelope(MATCHES, MATCHES.length),
  });
  server.route('/engine/api/Player/GetBestOfTheWeek', { body: envelope(BEST) });
  server.route('/engine/api/PlayerScoreRuleSet/GetRuleSets', { body: envelope([RULES], 1) });
  server.route('/engine/api/UserWeeklyScore/GetWeeklyScoreByUserId', { body: envelope(SCORE) });
  server.route('/engine/api/UserTeam/GetUserTeamList', { body: envelope([TEAM], 1) });
});

function openHome(options: { signedIn?: boolean; language?: Language; clock?: Clock } = {}) {
  const clock = options.clock ?? manualClock(NOW);
  // A signed-in user's language is the one in the profile (the session saga reloads it).
  const user = { ...TEST_USER, LanguageCode: options.language ?? 'tr-TR' };
  server.route('/auth/api/User/GetUser', { body: envelope(user) });
  return renderWithProviders({
    ui: (
      <ClockContext.Provider value={clock}>
        <HomePage />
      </ClockContext.Provider>
    ),
    services: { apiBaseUrl: server.url },
    user: options.signedIn ? user : null,
    language: options.language,
  });
}

const called = (path: string) => server.requests.some((r) => r.url.startsWith(path));
const card = (name: string | RegExp) =>
  screen.findByRole('region', { name }).then((region) => within(region));

it('shows a visitor what the game is, the way in, the current round, its matches and the rules', async () => {
  openHome();
  expect(screen.getByRole('heading', { level: 1, name: 'Kadro' })).toBeInTheDocument();
  expect(screen.getByText("Süper Lig'in fantezi futbol oyunu")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Hemen başla' })).toHaveAttribute('href', '/register');
  expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/login');

  const roundCard = await card('7. Hafta');
  expect(roundCard.getByText('Takımlar açık')).toBeInTheDocument();
  expect(roundCard.getByRole('timer')).toHaveTextContent('Son değişiklik: 3 g 1 sa');
  expect(roundCard.queryByRole('link', { name: 'Takımını kur' })).not.toBeInTheDocument();
  expect(roundCard.getByRole('link', { name: 'Takımını kurmak için kayıt ol' })).toHaveAttribute(
    'href',
    '/register',
  );

  const fixtures = await card('Maçlar');
  const rows = await fixtures.findAllByRole('listitem');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringMatching(/^Galatasaray\d\d:\d\dFenerbahçe$/),
    expect.stringMatching(/^Beşiktaş\d\d:\d\dBaşakşehir$/),
  ]);
  expect(fixtures.getAllByRole('heading', { level: 3 })).toHaveLength(2);

  const rules = await card('Kurallar kısaca');
  expect(
    await rules.findByText('15 oyunculu kadro: 2 kaleci, 5 defans, 5 orta saha, 3 forvet'),
  ).toBeInTheDocument();
  expect(rules.getByText('Bütçe: 100,0M')).toBeInTheDocument();
  expect(rules.getByText('Bir kulüpten en fazla 3 oyuncu')).toBeInTheDocument();
  expect(rules.getByText('Kaptanın puanı ×2')).toBeInTheDocument();

  const best = await card('Haftanın Enleri · 5. Hafta');
  expect(await best.findByText('E. Yıldırım')).toBeInTheDocument();
  expect(best.getByText('17 puan')).toBeInTheDocument();
  expect(best.getByText('Beşiktaş')).toBeInTheDocument();
  expect(best.getByText('Boğaziçi Yıldızları · kaptan10')).toBeInTheDocument();

  // A visitor's page asks nothing that needs a session.
  expect(called('/engine/api/UserTeam/')).toBe(false);
  expect(called('/engine/api/UserWeeklyScore/')).toBe(false);
});

it('shows a signed-in user the round, my team, my points and ranks, and the best (in English)', async () => {
  const live: Match = { ...MATCHES[0]!, State: 'live', HomeScore: 2, AwayScore: 1, Minute: 67 };
  server.route('/engine/api/MatchesOfTheWeek/GetMatchesOfTheWeekList', {
    body: envelope([live, MATCHES[1]], 2),
  });
  openHome({ signedIn: true, language: 'en-US' });
  expect(screen.getByText('Welcome, ayse!')).toBeInTheDocument();

  const roundCard = await card('Round 7');
  expect(roundCard.getByRole('timer')).toHaveTextContent('Deadline in 3d 1h');
  expect(await roundCard.findByText('Ayşe FK')).toBeInTheDocument();
  expect(roundCard.getByText('Budget: 98.5M / 100.0M')).toBeInTheDocument();
  expect(roundCard.getByRole('link', { name: 'Edit my team' })).toHaveAttribute(
    'href',
    '/takim/takimim',
  );

  const score = await card('My last round · Round 6');
  expect(score.getByText('Provisional')).toBeInTheDocument();
  const figure = (label: string) => score.getByText(label).nextElementSibling;
  await waitFor(() => expect(figure('Points')).toHaveTextContent('64'));
  expect(figure('Round rank')).toHaveTextContent('12of 12,500 teams');
  expect(figure('Overall rank')).toHaveTextContent('1,234');
  expect(score.getByText('Up 120 places')).toBeInTheDocument();
  expect(figure('Total points')).toHaveTextContent('301');
  expect(figure('Average')).toHaveTextContent('48.5');
  expect(figure('Highest')).toHaveTextContent('101');

  const fixtures = await card('Matches');
  expect((await fixtures.findAllByRole('listitem'))[0]).toHaveTextContent(
    "Galatasaray2 - 1Live 67'Fenerbahçe",
  );

  const best = await card('Best of the Week · Round 5');
  expect(await best.findByText('17 pts')).toBeInTheDocument();
  expect(best.getByText('Player of the round')).toBeInTheDocument();

  const scoreCall = server.requests.find((r) => r.url.includes('GetWeeklyScoreByUserId'))!;
  expect(JSON.parse(scoreCall.body)).toEqual({ CompetitionCode: 'TR_SL', SportsCode: 'FTBL' });
  expect(
    server.requests.some((r) =>
      r.url.includes('GetUserTeamList?competitionCode=TR_SL&weeklyLeagueInformationId=100'),
    ),
  ).toBe(true);
});

it('counts down to the deadline on the injected clock', async () => {
  server.route('/engine/api/WeeklyLeagueInformation/GetWeeklyLeagueInformationList', {
    body: envelope([
      round({
        IsCurrent: true,
        Deadline: new Date(NOW + HOUR + 12 * MINUTE + 30_000).toISOString(),
      }),
    ]),
  });
  const clock = manualClock(NOW);
  openHome({ signedIn: true, clock });
  const timer = await screen.findByRole('timer');
  expect(timer).toHaveTextContent('Son değişiklik: 1 sa 12 dk');
  clock.advance(13 * MINUTE);
  expect(timer).toHaveTextContent('Son değişiklik: 59 dk 30 sn');
  clock.advance(1000);
  expect(timer).toHaveTextContent('Son değişiklik: 59 dk 29 sn');
  clock.advance(59 * MINUTE + 29_000);
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  expect(screen.getByText('Son değişiklik zamanı geçti.')).toBeInTheDocument();
});

it('with no team yet, no points and no scored round, says so and calls to build a team', async () => {
  server.route('/engine/api/UserTeam/GetUserTeamList', { body: envelope([]) });
  server.route('/engine/api/UserWeeklyScore/GetWeeklyScoreByUserId', { body: envelope(null) });
  server.route('/engine/api/Player/GetBestOfTheWeek', { body: envelope(null) });
  openHome({ signedIn: true });
  const roundCard = await card('7. Hafta');
  expect(await roundCard.findByText('7. Hafta için henüz takımın yok.')).toBeInTheDocument();
  expect(roundCard.getByRole('link', { name: 'Takımını kur' })).toHaveAttribute(
    'href',
    '/takim/takimim',
  );
  const score = await card('Son haftam');
  expect(await score.findByText(/Henüz puanın yok/)).toBeInTheDocument();
  const best = await card('Haftanın Enleri');
  expect(await best.findByText('Henüz puanlanan bir hafta yok.')).toBeInTheDocument();
});

it('shows an error with a retry when the rounds cannot be loaded, and recovers', async () => {
  server.route('/engine/api/WeeklyLeagueInformation/GetWeeklyLeagueInformationList', {
    status: 500,
    body: failure('Sunucu şu an yanıt veremiyor.'),
  });
  server.route('/engine/api/UserWeeklyScore/GetWeeklyScoreByUserId', {
    status: 500,
    body: failure('Puanlar alınamadı.'),
  });
  const { user } = openHome({ signedIn: true });
  const roundCard = await card('Bu hafta');
  expect(await roundCard.findByRole('alert')).toHaveTextContent('Sunucu şu an yanıt veremiyor.');
  const score = await card('Son haftam');
  expect(await score.findByRole('alert')).toHaveTextContent('Puanlar alınamadı.');

  server.route('/engine/api/WeeklyLeagueInformation/GetWeeklyLeagueInformationList', {
    body: envelope(ROUNDS, ROUNDS.length),
  });
  await user.click(roundCard.getByRole('button', { name: 'Tekrar dene' }));
  const recovered = await card('7. Hafta');
  expect(await recovered.findByText('Ayşe FK')).toBeInTheDocument();
});

it('tells an unverified player what waits for his address and sends the link again', async () => {
  const unverified = { ...TEST_USER, EmailVerified: false };
  server.route('/auth/api/User/GetUser', { body: envelope(unverified) });
  server.route('/auth/api/Auth/EmailVerification', {
    body: envelope(null, 0, 'Doğrulama e-postası gönderildi.'),
  });
  const { user } = renderWithProviders({
    ui: (
      <ClockContext.Provider value={manualClock(NOW)}>
        <HomePage />
      </ClockContext.Provider>
    ),
    services: { apiBaseUrl: server.url },
    user: unverified,
  });
  const notice = await card('E-posta adresini doğrula');
  expect(notice.getByTestId('verify-email')).toHaveTextContent(
    'Takımını kurup Pro ve Taraftar liglerinde yarışabilirsin; kupon kullanmak, satın almak, ödül kazanmak ve klan, arkadaş ya da özel liglere katılmak için önce adresini doğrula.',
  );
  await user.click(notice.getByRole('button', { name: 'Bağlantıyı yeniden gönder' }));
  expect(await screen.findByText('Doğrulama e-postası gönderildi.')).toBeInTheDocument();
  expect(called('/auth/api/Auth/EmailVerification')).toBe(true);
});

it('says nothing of verifying to a verified player', async () => {
  openHome({ signedIn: true });
  await card('7. Hafta');
  expect(screen.queryByTestId('verify-email')).not.toBeInTheDocument();
});

it('headlines the round in play with my points labelled provisional, asked again each minute', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const playing = round({
      Id: 99,
      Number: 6,
      Title: '6. Hafta',
      State: 'live',
      MatchCount: 9,
      FinishedMatchCount: 3,
    });
    server.route('/engine/api/WeeklyLeagueInformation/GetWeeklyLeagueInformationList', {
      body: envelope([playing, round({ IsCurrent: true })], 2),
    });
    const mine: UserTeam = {
      ...TEAM,
      Id: 299,
      WeeklyLeagueInformationId: 99,
      RoundNumber: 6,
      Points: 31,
      IsProvisional: true,
      IsEditable: false,
    };
    server.route('/engine/api/UserTeam/GetUserTeamList', { body: envelope([mine], 1) });
    openHome({ signedIn: true });

    const live = await card('6. Hafta');
    // The round in play comes first, the round being built after it.
    expect(screen.getAllByRole('region')[0]).toHaveAccessibleName('6. Hafta');
    expect(live.getByText('Canlı')).toBeInTheDocument();
    expect(live.getByTestId('live-matches')).toHaveTextContent('3/9 maç bitti');
    await waitFor(() => expect(live.getByTestId('live-points')).toHaveTextContent('31'));
    expect(live.getByText('Geçici')).toBeInTheDocument();
    expect(live.getByRole('link', { name: 'Takımımı gör' })).toHaveAttribute('href', '/takim/299');
    expect(await card('7. Hafta')).toBeTruthy();

    // The matches play on: within the minute nothing is asked again; after it the new points show.
    const asked = () =>
      server.requests.filter((r) => r.url.includes('weeklyLeagueInformationId=99')).length;
    const before = asked();
    // My last round's figures (provisional) are asked again too.
    const scoreAsked = () =>
      server.requests.filter((r) => r.url.includes('GetWeeklyScoreByUserId')).length;
    await waitFor(() => expect(scoreAsked()).toBe(1));
    server.route('/engine/api/UserTeam/GetUserTeamList', {
      body: envelope([{ ...mine, Points: 38 }], 1),
    });
    act(() => jest.advanceTimersByTime(30 * 1000));
    expect(asked()).toBe(before);
    act(() => jest.advanceTimersByTime(30 * 1000));
    await waitFor(() => expect(live.getByTestId('live-points')).toHaveTextContent('38'));
    expect(asked()).toBe(before + 1);
    await waitFor(() => expect(scoreAsked()).toBe(2));
  } finally {
    jest.useRealTimers();
  }
});
