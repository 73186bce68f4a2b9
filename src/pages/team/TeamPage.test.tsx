/**
 * The team area against a scripted engine: the builder's rules as the user meets them
 * (budget, positions, club limit, formation, captain and vice-captain), the server's
 * refusal shown as it says it, a saved team, and a locked round read-only with points.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type {
  Match,
  Player,
  UserTeam,
  UserTeamDetail,
  WeeklyLeagueInformation,
} from '../../../store/api/engine';
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '../../../store/makeStore';
import { rootReducer } from '../../../store/rootReducer';
import { makePlayer, validSquadSlots } from '../../../store/team/fixtures';
import { pickedIds } from '../../../store/team/teamBuilderSlice';
import { testServices } from '../../../store/testing/testServices';
import {
  envelope,
  startScriptedServer,
  type ScriptedServer,
} from '../../../store/testing/scriptedServer';
import { TEST_USER, renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';
import { OPEN_ROUND, routeTeamReads, testClubs, testUserTeam } from './teamTesting';

let server: ScriptedServer;
beforeAll(async () => {
  // The route's page loads lazily: compile its modules here, under the hook's time limit,
  // rather than inside the first test's wait for its heading.
  [server] = await Promise.all([startScriptedServer(), import('./TeamPage')]);
});
afterAll(() => server.close());

const ROUND = OPEN_ROUND;
const SCORED_ROUND: WeeklyLeagueInformation = {
  ...ROUND,
  Id: 5,
  Number: 5,
  Title: '5. Hafta',
  State: 'scored',
  IsCurrent: false,
  FinishedMatchCount: 9,
};

// A generated squad at 6.5M each: 97.5M spent, 2.5M left.
const SQUAD = validSquadSlots().map((s) => ({
  ...s,
  Price: 65,
  Player: { ...s.Player, Price: 65 },
}));
const EXTRAS: Player[] = [
  makePlayer(20, 'FWD', { DisplayName: 'Pahalı', Price: 135, TeamId: 210 }),
  makePlayer(22, 'GK', { DisplayName: 'Üçüncükaleci', Price: 40, TeamId: 211 }),
  makePlayer(23, 'FWD', { DisplayName: 'Dördüncü', Price: 40, TeamId: 200 }),
  makePlayer(24, 'FWD', { DisplayName: 'Uygun', Price: 50, TeamId: 212 }),
];
const POOL = [...SQUAD.map((s) => s.Player), ...EXTRAS];
const CLUBS = testClubs([200, 201, 202, 203, 204, 210, 211, 212]);

// A generated squad's cost.
const userTeam = (fields: Partial<UserTeam> = {}) =>
  testUserTeam({ Cost: 975, BudgetCost: 975, ...fields });

beforeEach(() => {
  // An unsaved squad of one test would come back in the next (the builder keeps drafts).
  localStorage.clear();
  setScreenWidth(390);
  routeTeamReads(server, { rounds: [SCORED_ROUND, ROUND], clubs: CLUBS, pool: POOL });
  server.route('/engine/api/UserTeam/GetGenarateUserTeam', {
    body: envelope({
      WeeklyLeagueInformationId: 7,
      LineupOfPlayerType: '4-4-2',
      Budget: 1000,
      Cost: 975,
      Booster: null,
      Players: SQUAD,
      CaptainPlayerId: 13,
      ViceCaptainPlayerId: 8,
    }),
  });
});

const requestsTo = (path: string) => server.requests.filter((r) => r.url.startsWith(path));

async function openNewTeam() {
  const view = renderWithProviders({
    services: { apiBaseUrl: server.url },
    user: TEST_USER,
    route: '/takim/takimim',
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Takımım' })).toBeInTheDocument();
  await screen.findByTestId('team-generate', {}, { timeout: 5000 });
  return view;
}

async function generate(view: Awaited<ReturnType<typeof openNewTeam>>) {
  await view.user.click(screen.getByTestId('team-generate'));
  await waitFor(() => expect(screen.getByTestId('team-player-count')).toHaveTextContent('15/15'));
}

const poolRow = (name: string) =>
  screen.getByRole('button', { name: `${name} ekle` }).closest('li') as HTMLElement;
const addButton = (name: string) => screen.getByRole('button', { name: `${name} ekle` });
const pitch = () => screen.getByRole('region', { name: 'Saha: ilk 11' });

it('a new team: the generator fills the squad within the budget and it saves with a toast', async () => {
  server.route('/engine/api/UserTeam/InsertCreatingUserTeam', {
    body: envelope(null, 0, 'Takımın kaydedildi.'),
  });
  const view = await openNewTeam();
  expect(screen.getByTestId('team-budget-left')).toHaveTextContent('100,0M');
  expect(screen.getByTestId('team-save')).toBeDisabled();
  await generate(view);
  expect(screen.getByTestId('team-budget-left')).toHaveTextContent('2,5M');
  expect(screen.getByText('Takımın kaydedilmeye hazır.')).toBeInTheDocument();
  await view.user.click(screen.getByTestId('team-save'));
  expect(await screen.findByText('Takımın kaydedildi.')).toBeInTheDocument();
  const [insert] = requestsTo('/engine/api/UserTeam/InsertCreatingUserTeam');
  const body = JSON.parse(insert!.body);
  expect(body).toMatchObject({
    WeeklyLeagueInformationId: 7,
    CompetitionCode: 'TR_SL',
    Name: 'Takımım',
    LineupOfPlayerType: '4-4-2',
    CaptainPlayerId: 13,
    ViceCaptainPlayerId: 8,
    IsPrimary: true,
    Booster: null,
  });
  expect(body.Players).toHaveLength(15);
  expect(body.Players.filter((p: { IsStarter: boolean }) => p.IsStarter)).toHaveLength(11);
  expect(body.IdempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/takim/takimim'));
});

it("the builder is the store's state: the actions alone redraw it", async () => {
  const actions: UnknownAction[] = [];
  const capture: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = makeStore({
    services: testServices({ apiBaseUrl: server.url }),
    recorder: capture,
  });
  const view = renderWithProviders({ store, user: TEST_USER, route: '/takim/takimim' });
  await screen.findByTestId('team-generate', {}, { timeout: 5000 });
  await generate(view);
  const live = store.getState().teamBuilder;
  expect(live && pickedIds(live)).toHaveLength(15);
  const replayed = actions.reduce(rootReducer, rootReducer(undefined, { type: 'test/start' }));
  expect(replayed.teamBuilder).toEqual(live);
});

it('budget, positions and the club limit: who cannot be added says why, and the save waits', async () => {
  const view = await openNewTeam();
  await generate(view);
  expect(addButton('Pahalı')).toBeDisabled();
  expect(within(poolRow('Pahalı')).getByText('Kadro tamam')).toBeInTheDocument();

  await view.user.click(within(pitch()).getByRole('button', { name: /^Numara14, .*Forvet/ }));
  await view.user.click(screen.getByRole('button', { name: 'Çıkar' }));
  expect(screen.getByTestId('team-player-count')).toHaveTextContent('14/15');
  expect(screen.getByTestId('team-budget-left')).toHaveTextContent('9,0M');
  // The rule in the words the server answers with (rules/squadMessages.ts).
  expect(screen.getByText('Kadroda 3 forvet olmalı (2 seçildi).')).toBeInTheDocument();
  expect(screen.getByTestId('team-save')).toBeDisabled();

  // 13.5M with 9.0M left; a fourth player of club 200; a third goalkeeper.
  expect(addButton('Pahalı')).toBeDisabled();
  expect(within(poolRow('Pahalı')).getByText('Bütçe yetmiyor')).toBeInTheDocument();
  expect(addButton('Dördüncü')).toBeDisabled();
  expect(
    within(poolRow('Dördüncü')).getByText('Bu kulüpten en fazla 3 oyuncu'),
  ).toBeInTheDocument();
  expect(addButton('Üçüncükaleci')).toBeDisabled();
  expect(within(poolRow('Üçüncükaleci')).getByText('Bu mevki dolu')).toBeInTheDocument();

  expect(addButton('Uygun')).toBeEnabled();
  await view.user.click(addButton('Uygun'));
  expect(screen.getByTestId('team-player-count')).toHaveTextContent('15/15');
  expect(screen.getByTestId('team-budget-left')).toHaveTextContent('4,0M');
  expect(within(pitch()).getByRole('button', { name: /^Uygun, .*Forvet/ })).toBeInTheDocument();
  expect(screen.getByTestId('team-save')).toBeEnabled();
});

it('an empty place opens the pool on its position', async () => {
  const view = await openNewTeam();
  await view.user.click(
    within(pitch()).getAllByRole('button', { name: 'Boş Kaleci yeri, KL: oyuncu seç' })[0]!,
  );
  expect(screen.getByLabelText('Mevki')).toHaveValue('GK');
  expect(screen.getByText('3 oyuncu')).toBeInTheDocument();
});

it('a formation moves players between the pitch and the bench', async () => {
  const view = await openNewTeam();
  await generate(view);
  const count = (position: string) =>
    within(pitch())
      .getAllByRole('button')
      .filter((b) => new RegExp(`, ${position}(,|$)`).test(b.getAttribute('aria-label')!)).length;
  expect([count('Defans'), count('Orta saha'), count('Forvet')]).toEqual([4, 4, 2]);
  await view.user.click(screen.getByRole('radio', { name: '3-5-2' }));
  expect([count('Defans'), count('Orta saha'), count('Forvet')]).toEqual([3, 5, 2]);
  expect(screen.getByText('Takımın kaydedilmeye hazır.')).toBeInTheDocument();
});

it('captain and vice-captain: only starters, one tap, sent with the team', async () => {
  server.route('/engine/api/UserTeam/InsertCreatingUserTeam', { body: envelope(null) });
  const view = await openNewTeam();
  await generate(view);
  const bench = screen.getByRole('region', { name: 'Yedekler' });
  await view.user.click(within(bench).getByRole('button', { name: /^Numara12, / }));
  expect(screen.queryByRole('button', { name: 'Kaptan yap' })).toBeNull();

  await view.user.click(within(pitch()).getByRole('button', { name: /^Numara9, / }));
  await view.user.click(screen.getByRole('button', { name: 'Kaptan yap' }));
  expect(
    within(pitch()).getByRole('button', { name: /^Numara9, .*, K: Kaptan, / }),
  ).toBeInTheDocument();
  await view.user.click(within(pitch()).getByRole('button', { name: /^Numara3, / }));
  await view.user.click(screen.getByRole('button', { name: 'Kaptan yardımcısı yap' }));
  expect(
    within(pitch()).getByRole('button', { name: /^Numara3, .*, KY: Kaptan yardımcısı, / }),
  ).toBeInTheDocument();

  // Benching the captain takes the armband: the save waits for a new one.
  await view.user.click(within(pitch()).getByRole('button', { name: /^Numara9, / }));
  await view.user.click(screen.getByRole('button', { name: 'Değiştir' }));
  await view.user.click(within(bench).getByRole('button', { name: /^Numara12, / }));
  expect(screen.getByText('Kaptan ilk 11’deki oyunculardan biri olmalı.')).toBeInTheDocument();
  expect(screen.getByTestId('team-save')).toBeDisabled();
  await view.user.click(within(pitch()).getByRole('button', { name: /^Numara12, / }));
  await view.user.click(screen.getByRole('button', { name: 'Kaptan yap' }));
  await view.user.click(screen.getByTestId('team-save'));
  await waitFor(() =>
    expect(requestsTo('/engine/api/UserTeam/InsertCreatingUserTeam')).toHaveLength(1),
  );
  const body = JSON.parse(requestsTo('/engine/api/UserTeam/InsertCreatingUserTeam')[0]!.body);
  expect([body.CaptainPlayerId, body.ViceCaptainPlayerId]).toEqual([12, 3]);
});

it("shows the server's refusal in its words and stays on the builder", async () => {
  server.route('/engine/api/UserTeam/InsertCreatingUserTeam', {
    status: 409,
    body: {
      Result: { ResultCode: 409, ResultMessage: 'Bu haftanın son değişiklik zamanı geçti.' },
      ReturnObject: null,
      TotalCount: 0,
    },
  });
  const view = await openNewTeam();
  await generate(view);
  await view.user.click(screen.getByTestId('team-save'));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Bu haftanın son değişiklik zamanı geçti.');
  expect(view.router.state.location.pathname).toBe('/takim/takimim');
  expect(screen.getByTestId('team-player-count')).toHaveTextContent('15/15');
});

it('my teams: the round\'s teams and "new team" while the rules allow one', async () => {
  server.route('/engine/api/UserTeam/GetUserTeamList', { body: envelope([userTeam()]) });
  server.route('/engine/api/UserTeam/GetUserTeamCount', {
    body: envelope({
      WeeklyLeagueInformationId: 7,
      Count: 1,
      HasPrimary: true,
      ExtraCount: 0,
      MaxExtraTeams: 2,
      ExtraTeamPriceCoins: 1500,
    }),
  });
  renderWithProviders({
    services: { apiBaseUrl: server.url },
    user: TEST_USER,
    route: '/takim/takimim',
  });
  const current = await screen.findByRole(
    'region',
    { name: 'Bu haftanın takımları' },
    { timeout: 5000 },
  );
  expect(
    await within(current).findByRole('heading', { name: 'Kartallar', level: 3 }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Yeni takım' })).toHaveAttribute('href', '/takim/yeni');
  expect(screen.getByText('Ek takım: 1,500 jeton')).toBeInTheDocument();
  expect(screen.queryByTestId('team-generate')).toBeNull();
});

describe('a locked round', () => {
  const detail = (): UserTeamDetail => ({
    UserTeam: userTeam({
      Id: 12,
      WeeklyLeagueInformationId: 5,
      RoundNumber: 5,
      IsEditable: false,
      Points: 58,
    }),
    User: { Id: TEST_USER.Id, UserName: 'ayse', ImageUrl: null },
    KeptPlayers: [],
    Players: SQUAD.map((slot) => ({
      ...slot,
      IsCaptain: slot.PlayerId === 13,
      IsViceCaptain: slot.PlayerId === 8,
      Points: slot.PlayerId === 13 ? 9 : 2,
      Multiplier: slot.PlayerId === 13 ? 2 : slot.IsStarter ? 1 : 0,
      AutoSubbedIn: false,
      AutoSubbedOut: false,
    })),
  });

  it('is read-only with a notice, and shows points with the breakdown', async () => {
    server.route('/engine/api/UserTeam/GetUserTeamDetailList', { body: envelope(detail()) });
    server.route('/engine/api/Player/GetWeeklyPlayerScoreBreakdown', {
      body: envelope([
        { MatchId: 3, Stat: 'minutes', Count: 90, Points: 2 },
        { MatchId: 3, Stat: 'goal', Count: 1, Points: 4 },
        { MatchId: 3, Stat: 'bonus', Count: 1, Points: 3 },
      ]),
    });
    const { user } = renderWithProviders({
      services: { apiBaseUrl: server.url },
      user: TEST_USER,
      route: '/takim/12',
    });
    expect(await screen.findByTestId('team-readonly', {}, { timeout: 5000 })).toHaveTextContent(
      'son değişiklik zamanı geçti',
    );
    expect(screen.getByTestId('team-points')).toHaveTextContent('58 puan');
    expect(screen.getByText('Puanlar kesin.')).toBeInTheDocument();
    expect(screen.queryByTestId('team-save')).toBeNull();
    expect(screen.queryByTestId('team-generate')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Kaptan yap' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByLabelText('Oyuncu ara')).toBeNull();

    // The captain's caption is the sum, not "18 ×2" (which read as 36).
    await user.click(
      within(pitch()).getByRole('button', { name: /^Numara13, 9 × 2 = 18 puan, K: Kaptan/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Numara13: puan dökümü' });
    expect(await within(dialog).findByRole('rowheader', { name: 'Gol' })).toBeInTheDocument();
    const share = within(dialog).getByTestId('team-share');
    expect(share).toHaveTextContent('Oyuncunun puanı9 puan');
    expect(share).toHaveTextContent('Çarpan×2 (kaptan: puanı iki kat sayılır)');
    expect(share).toHaveTextContent('Takımına katkısı9 × 2 = 18 puan');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    // Any player, by keyboard too: a bench player who did not count says so.
    const bench = screen.getByRole('button', { name: /^Numara2, 2 puan/ });
    bench.focus();
    await user.keyboard('{Enter}');
    const benchDialog = await screen.findByRole('dialog', { name: 'Numara2: puan dökümü' });
    expect(within(benchDialog).getByTestId('team-share')).toHaveTextContent(
      'Takımına katkısı2 × 0 = 0 puan',
    );
    expect(benchDialog).toHaveTextContent('Yedekte kaldı: puanı sayılmaz');
    expect(requestsTo('/engine/api/UserTeam/InsertCreatingUserTeam')).toHaveLength(0);
  });

  it('names each automatic substitution: who came in for whom, and why', async () => {
    const subbed = detail();
    // Numara5 (DEF, starter) did not play; the bench's Numara7 (DEF) came in. The bench GK
    // Numara2 also played but may only replace a goalkeeper.
    subbed.Players = subbed.Players.map((slot) =>
      slot.PlayerId === 5
        ? { ...slot, Points: 0, Multiplier: 0, AutoSubbedOut: true }
        : slot.PlayerId === 7
          ? { ...slot, Points: 3, Multiplier: 1, AutoSubbedIn: true }
          : slot,
    );
    server.route('/engine/api/UserTeam/GetUserTeamDetailList', { body: envelope(subbed) });
    server.route('/engine/api/Player/GetWeeklyPlayerScoreBreakdown', { body: envelope([]) });
    const { user } = renderWithProviders({
      services: { apiBaseUrl: server.url },
      user: TEST_USER,
      route: '/takim/12',
    });
    const list = await screen.findByTestId('auto-subs', {}, { timeout: 5000 });
    expect(within(list).getByRole('heading')).toHaveTextContent('Otomatik değişiklikler');
    expect(list).toHaveTextContent(
      'Numara7 girdi, Numara5 çıktı Numara5 hiç oynamadı (0 dakika, kart yok); Numara7 oynayan ilk yedekti ve diziliş geçerli kaldı.',
    );
    expect(
      screen.getByRole('button', { name: /^Numara7, .*Numara5 yerine otomatik girdi/ }),
    ).toBeInTheDocument();
    await user.click(
      within(pitch()).getByRole('button', { name: /^Numara5, .*yerine Numara7 otomatik girdi/ }),
    );
    expect(await screen.findByRole('dialog', { name: 'Numara5: puan dökümü' })).toHaveTextContent(
      'Oynamadı: yerine Numara7 otomatik girdi',
    );
  });
});

describe('a round in play', () => {
  const LIVE_ROUND: WeeklyLeagueInformation = {
    ...SCORED_ROUND,
    Id: 6,
    Number: 6,
    Title: '6. Hafta',
    State: 'live',
    FinishedMatchCount: 1,
  };
  const detail = (captainPoints: number): UserTeamDetail => ({
    UserTeam: userTeam({
      Id: 14,
      WeeklyLeagueInformationId: 6,
      RoundNumber: 6,
      IsEditable: false,
      Points: captainPoints * 2,
      IsProvisional: true,
    }),
    User: { Id: TEST_USER.Id, UserName: 'ayse', ImageUrl: null },
    KeptPlayers: [],
    Players: SQUAD.map((slot) => ({
      ...slot,
      IsCaptain: slot.PlayerId === 13,
      IsViceCaptain: slot.PlayerId === 8,
      Points: slot.PlayerId === 13 ? captainPoints : 0,
      Multiplier: slot.PlayerId === 13 ? 2 : slot.IsStarter ? 1 : 0,
      AutoSubbedIn: false,
      AutoSubbedOut: false,
    })),
  });
  const match = (Id: number, home: number, away: number, State: Match['State']): Match => ({
    Id,
    CompetitionCode: 'TR_SL',
    WeeklyLeagueInformationId: 6,
    RoundNumber: 6,
    HomeTeamId: home,
    AwayTeamId: away,
    Kickoff: '2030-01-06T17:00:00Z',
    State,
    HomeScore: State === 'scheduled' ? null : 1,
    AwayScore: State === 'scheduled' ? null : 0,
    Minute: State === 'live' ? 55 : null,
  });

  it('says the points are live, shows a player yet to play by his fixture, and refreshes each minute', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      server.route('/engine/api/WeeklyLeagueInformation/GetWeeklyLeagueInformationList', {
        body: envelope([LIVE_ROUND, ROUND], 2),
      });
      server.route('/engine/api/MatchesOfTheWeek/GetMatchesOfTheWeekList', {
        body: envelope([match(1, 200, 201, 'scheduled'), match(2, 204, 203, 'live')], 2),
      });
      server.route('/engine/api/UserTeam/GetUserTeamDetailList', { body: envelope(detail(5)) });
      renderWithProviders({
        services: { apiBaseUrl: server.url },
        user: TEST_USER,
        route: '/takim/14',
      });
      expect(await screen.findByTestId('team-points', {}, { timeout: 5000 })).toHaveTextContent(
        '10 puan',
      );
      expect(
        screen.getByText('Canlı: puanlar geçici, maçlar sürerken her dakika yenilenir.'),
      ).toBeInTheDocument();
      // Numara1 (club 200) plays K201 later: his fixture, not "0 puan"; the captain has played.
      expect(
        await within(pitch()).findByRole('button', { name: /^Numara1, .*K201 · \d\d:\d\d/ }),
      ).toBeInTheDocument();
      expect(
        within(pitch()).getByRole('button', { name: /^Numara13, 5 × 2 = 10 puan/ }),
      ).toBeInTheDocument();

      // The captain scores: a minute on, the pitch shows it without a reload.
      const asked = () => requestsTo('/engine/api/UserTeam/GetUserTeamDetailList').length;
      const before = asked();
      server.route('/engine/api/UserTeam/GetUserTeamDetailList', { body: envelope(detail(9)) });
      act(() => jest.advanceTimersByTime(60 * 1000));
      await waitFor(() => expect(screen.getByTestId('team-points')).toHaveTextContent('18 puan'));
      expect(asked()).toBe(before + 1);
      expect(
        within(pitch()).getByRole('button', { name: /^Numara13, 9 × 2 = 18 puan/ }),
      ).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a carried-over team after prices rose', () => {
  // Picked at 6.5M each (97.5M); every price has risen to 7.2M since (value 108.0M).
  const detail = (): UserTeamDetail => ({
    UserTeam: userTeam({ Id: 40, IsCarriedOver: true, Cost: 1080, BudgetCost: 975 }),
    User: { Id: TEST_USER.Id, UserName: 'ayse', ImageUrl: null },
    KeptPlayers: SQUAD.map((slot) => ({ PlayerId: slot.PlayerId, PurchasePrice: 65 })),
    Players: SQUAD.map((slot) => ({
      ...slot,
      Price: 72,
      Player: { ...slot.Player, Price: 72 },
      IsCaptain: slot.PlayerId === 13,
      IsViceCaptain: slot.PlayerId === 8,
      Points: null,
      Multiplier: slot.PlayerId === 13 ? 2 : slot.IsStarter ? 1 : 0,
      AutoSubbedIn: false,
      AutoSubbedOut: false,
    })),
  });

  it("counts kept players at their picked price: it saves with only a new captain, a new player at today's price", async () => {
    server.route('/engine/api/UserTeam/GetUserTeamDetailList', { body: envelope(detail()) });
    server.route('/engine/api/UserTeam/InsertCreatingUserTeam', { body: envelope(null) });
    const risen = POOL.map((p) => (p.Id <= 15 ? { ...p, Price: 72 } : p));
    server.route('/engine/api/Player/GetPlayersList', { body: envelope(risen, risen.length) });
    const view = renderWithProviders({
      services: { apiBaseUrl: server.url },
      user: TEST_USER,
      route: '/takim/40',
    });
    expect(await screen.findByTestId('team-budget-left', {}, { timeout: 5000 })).toHaveTextContent(
      '2,5M',
    );
    expect(screen.getByTestId('team-squad-value')).toHaveTextContent('108,0M');
    expect(screen.queryByText(/bütçeyi aşıyor/)).toBeNull();
    expect(screen.getByTestId('team-save')).toBeEnabled();

    // A kept forward out (6.5M back), then in: he counts at his picked price again.
    await view.user.click(within(pitch()).getByRole('button', { name: /^Numara14, .*Forvet/ }));
    await view.user.click(screen.getByRole('button', { name: 'Çıkar' }));
    expect(screen.getByTestId('team-budget-left')).toHaveTextContent('9,0M');
    // A new 13.5M forward is over what is left; the kept one (7.2M today) is back at 6.5M.
    expect(addButton('Pahalı')).toBeDisabled();
    expect(within(poolRow('Pahalı')).getByText('Bütçe yetmiyor')).toBeInTheDocument();
    await view.user.click(addButton('Numara14'));
    expect(screen.getByTestId('team-budget-left')).toHaveTextContent('2,5M');

    await view.user.click(within(pitch()).getByRole('button', { name: /^Numara9, / }));
    await view.user.click(screen.getByRole('button', { name: 'Kaptan yap' }));
    await view.user.click(screen.getByTestId('team-save'));
    await waitFor(() =>
      expect(requestsTo('/engine/api/UserTeam/InsertCreatingUserTeam')).toHaveLength(1),
    );
    const body = JSON.parse(requestsTo('/engine/api/UserTeam/InsertCreatingUserTeam')[0]!.body);
    expect(body).toMatchObject({ UserTeamId: 40, CaptainPlayerId: 9 });
  });
});

it('speaks English with en-US prices', async () => {
  const english = { ...TEST_USER, LanguageCode: 'en-US' as const };
  server.route('/auth/api/User/GetUser', { body: envelope(english) });
  const view = renderWithProviders({
    services: { apiBaseUrl: server.url },
    user: english,
    route: '/takim/takimim',
    language: 'en-US',
  });
  await screen.findByTestId('team-generate', {}, { timeout: 5000 });
  expect(screen.getByRole('heading', { level: 1, name: 'My team' })).toBeInTheDocument();
  expect(screen.getByTestId('team-budget-left')).toHaveTextContent('100.0M');
  await view.user.click(screen.getByTestId('team-generate'));
  await waitFor(() => expect(screen.getByTestId('team-budget-left')).toHaveTextContent('2.5M'));
  expect(screen.getByText('Your team is ready to save.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add Pahalı' })).toBeDisabled();
});

describe('the wallet in the builder', () => {
  const coinEntry = (coins: number) => ({
    ProductType: 1,
    ProductCode: 'COIN',
    Name: 'Jeton',
    Quantity: coins,
    ExpiresAt: null,
  });
  const boosterEntry = (code: string, quantity: number) => ({
    ProductType: 2,
    ProductCode: code,
    Name: code,
    Quantity: quantity,
    ExpiresAt: null,
  });
  const TRIPLE_CAPTAIN = {
    Id: 6,
    ProductType: 2,
    Code: 'TRIPLE_CAPTAIN',
    Name: 'Üçlü Kaptan',
    Description: 'Bir takımın kaptanı bir hafta için 3 kat puan alır.',
    PriceCoins: 300,
    PriceFanGold: 30,
    PriceKurus: null,
    Grants: [{ ProductType: 2, ProductCode: 'TRIPLE_CAPTAIN', Quantity: 1 }],
    DurationDays: null,
    MaxPerHalfSeason: 2,
  };

  it('shows what the wallet holds and buys a missing booster without leaving; it is then chosen', async () => {
    const before = [
      coinEntry(2000),
      boosterEntry('BUDGET_BOOSTER', 1),
      boosterEntry('BENCH_BOOST', 1),
    ];
    const after = [...before.slice(0, 1), ...before.slice(1), boosterEntry('TRIPLE_CAPTAIN', 1)];
    after[0] = coinEntry(1700);
    server.route('/w/api/Wallet/GetWallets', { body: envelope(before) });
    server.route('/w/api/Market/GetProducts', { body: envelope([TRIPLE_CAPTAIN]) });
    const view = await openNewTeam();
    expect(await screen.findByTestId('booster-wallet')).toHaveTextContent(
      'Cüzdanında: Bütçe Artırıcı 1 · Üçlü Kaptan 0 · Yedek Gücü 1',
    );
    const select = screen.getByLabelText('Güçlendirici');
    expect(within(select).getByRole('option', { name: /Üçlü Kaptan/ })).toBeDisabled();

    server.route('/w/api/Wallet/ChipForPay', {
      body: envelope({ Order: { Id: 1 }, Wallet: after }),
    });
    server.route('/w/api/Wallet/GetWallets', { body: envelope(after) });
    await view.user.click(
      await screen.findByRole('button', { name: 'Üçlü Kaptan satın al (300 jeton)' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Yeni bakiyen: 1,700 jeton');
    await view.user.click(within(dialog).getByRole('button', { name: 'Evet' }));
    // The purchase's answer carries the wallet: the option is usable and chosen at once.
    await waitFor(() => expect(select).toHaveValue('TripleCaptain'));
    expect(within(select).getByRole('option', { name: /Üçlü Kaptan/ })).toBeEnabled();
    expect(JSON.parse(requestsTo('/w/api/Wallet/ChipForPay')[0]!.body)).toMatchObject({
      productId: 6,
      channel: 'Web',
      PayWith: 'COIN',
    });
    await waitFor(() =>
      expect(screen.getByTestId('booster-wallet')).toHaveTextContent('Üçlü Kaptan 1'),
    );
    expect(screen.queryByRole('button', { name: /Üçlü Kaptan satın al/ })).toBeNull();
    // Still the builder (inline on my teams while the round has none), the same session.
    expect(view.router.state.location.pathname).toBe('/takim/takimim');
    expect(screen.getByTestId('team-generate')).toBeInTheDocument();
  });

  it('a paid extra team says its price and asks before the save spends it', async () => {
    server.route('/w/api/Wallet/GetWallets', { body: envelope([coinEntry(2000)]) });
    server.route('/engine/api/UserTeam/GetUserTeamList', { body: envelope([userTeam()]) });
    server.route('/engine/api/UserTeam/GetUserTeamCount', {
      body: envelope({
        WeeklyLeagueInformationId: 7,
        Count: 1,
        HasPrimary: true,
        ExtraCount: 0,
        MaxExtraTeams: 2,
        ExtraTeamPriceCoins: 500,
      }),
    });
    server.route('/engine/api/UserTeam/InsertCreatingUserTeam', {
      body: envelope(null, 0, 'Takımın kaydedildi.'),
    });
    const view = renderWithProviders({
      services: { apiBaseUrl: server.url },
      user: TEST_USER,
      route: '/takim/yeni',
    });
    await screen.findByTestId('team-generate', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(screen.getByTestId('extra-team-cost')).toHaveTextContent(
        'Bu ek takım kaydedilince 500 jeton ödenecek (bakiyen: 2,000 jeton).',
      ),
    );
    await generate(view);
    await view.user.click(screen.getByTestId('team-save'));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Bu ek takım için 500 jeton ödenecek. Yeni bakiyen: 1,500 jeton.',
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(requestsTo('/engine/api/UserTeam/InsertCreatingUserTeam')).toHaveLength(0);
    await view.user.click(screen.getByTestId('team-save'));
    dialog = await screen.findByRole('alertdialog');
    await view.user.click(within(dialog).getByRole('button', { name: 'Evet' }));
    expect(await screen.findByText('Takımın kaydedildi.')).toBeInTheDocument();
    expect(
      JSON.parse(requestsTo('/engine/api/UserTeam/InsertCreatingUserTeam')[0]!.body),
    ).toMatchObject({ IsPrimary: false });
  });
});
