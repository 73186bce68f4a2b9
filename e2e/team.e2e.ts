/**
 * The team builder in Chromium against the real server and its demo season (rounds 1-5
 * scored, 6 live, 7 open), on a 390px phone in Turkish: the demo user's team, carried over
 * while prices rose, saves without edits, its builder laid out for the phone (e2e/layout.ts
 * checks); he rebuilds his team with the generator and saves it,
 * edits it by hand (a player out, another in, a new captain) and saves again, then clears
 * the squad (after a confirmation) and builds a whole new one by hand from the pool (every
 * place tapped, a player added for it; half-way, a reload keeps the unsaved picks) and saves
 * that; each save shows my teams from the top; he plays the free Triple Captain his wallet holds on it and
 * pays 500 coins of the demo purse for an extra team (the header's coins follow); the admin moves the game clock past the deadline
 * (Admin/SetClock over HTTP, as the client calls it: XSRF cookie echoed, Bearer token) and
 * the hand-built team is read-only; while the round plays, home moves on without a reload;
 * the round is played and scored (Admin/RunRoundJob) and every point of the team is
 * explained by its players' breakdowns.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  endOfWeekClosed,
  launchBrowser,
  LIVE_POLL_MS,
  pageWithClock,
  startServer,
  type RunningServer,
} from './harness';
import { apiSession, printedCredentials } from './api';
import { builderLayoutProblems, explainsEveryPoint } from './teamPages';

let server: RunningServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

before(async () => {
  // Sessions outlive the days the clock moves on.
  [server, browser] = await Promise.all([
    startServer({ SESSION_TTL_HOURS: '2000' }),
    launchBrowser(),
  ]);
  page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  page.on('pageerror', (e) => pageErrors.push(String(e)));
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

interface Round {
  Id: number;
  Number: number;
  Deadline: string;
  FirstKickoff: string;
  State: string;
  IsCurrent: boolean;
}
interface Team {
  Id: number;
  Name: string;
  IsPrimary: boolean;
  IsCarriedOver: boolean;
  IsEditable: boolean;
  Budget: number;
  Cost: number;
  BudgetCost: number;
  CaptainPlayerId: number;
  ViceCaptainPlayerId: number;
  Booster: string | null;
  Points: number | null;
  UpdatedAt: string;
}
interface Detail {
  UserTeam: Team;
  Players: { PlayerId: number; IsStarter: boolean; Player: { DisplayName: string } }[];
}

let demo: Awaited<ReturnType<typeof apiSession>>;
let admin: Awaited<ReturnType<typeof apiSession>>;
let round: Round;
let teamId: number;

async function openRound(): Promise<Round> {
  const rounds = await demo<Round[]>(
    '/engine/api/WeeklyLeagueInformation/GetWeeklyLeagueInformationList',
    {
      CompetitionCode: 'TR_SL',
      SportsCode: 'FTBL',
      SortingPaging: { PageNumber: 0, NumberRecords: 100 },
    },
  );
  return rounds.ReturnObject.find((r) => r.IsCurrent)!;
}

async function myTeams(roundId: number): Promise<Team[]> {
  const answer = await demo<Team[]>(
    `/engine/api/UserTeam/GetUserTeamList?competitionCode=TR_SL&weeklyLeagueInformationId=${roundId}`,
  );
  return answer.ReturnObject;
}

async function detail(id: number): Promise<Detail> {
  return (await demo<Detail>(`/engine/api/UserTeam/GetUserTeamDetailList?userTeamId=${id}`))
    .ReturnObject;
}

/** The pitch's token names, row by row. */
const tokenNames = (row: 'gk' | 'def' | 'mid' | 'fwd') =>
  page
    .locator(`.pitch__row--${row} .token`)
    .evaluateAll((tokens) =>
      tokens.map((t) => (t.getAttribute('aria-label') ?? '').split(',')[0]!),
    );

/** Gives the armband to the first player of a row who wears none; answers his name. */
async function wearArmband(row: 'def' | 'mid', action: string): Promise<string> {
  const labels = await page
    .locator(`.pitch__row--${row} .token`)
    .evaluateAll((tokens) => tokens.map((t) => t.getAttribute('aria-label') ?? ''));
  const index = labels.findIndex((label) => !/: Kaptan( yardımcısı)?(,|$)/.test(label));
  await page.locator(`.pitch__row--${row} .token`).nth(index).click();
  await page.getByRole('button', { name: action, exact: true }).click();
  return labels[index]!.split(',')[0]!;
}

async function waitForSavedToast() {
  // The save toast, then my teams again, from the top of the page.
  await page.waitForURL((url) => url.pathname === '/takim/takimim');
  await page.locator('[data-rht-toaster] [role="status"]').first().waitFor();
  await page.waitForFunction(() => window.scrollY === 0);
}

/** Tenths of a million from a price as the page shows it ("7,5M"). */
function tenths(shown: string): number {
  const number = shown.replace(/M$/, '').replace(/\./g, '').replace(',', '.');
  const value = Math.round(Number(number) * 10);
  assert.ok(Number.isFinite(value), `"${shown}" is a price`);
  return value;
}

/** The player count as the builder shows it ("11/15"), once it reads so. */
const waitForPlayerCount = (count: number) =>
  page.waitForFunction(
    (text) => document.querySelector('[data-testid="team-player-count"]')?.textContent === text,
    `${count}/15`,
  );

/** The pool's rows as the page lists them, in its order. */
const poolRows = () =>
  page.locator('.pool__row').evaluateAll((rows) =>
    rows.map((row) => ({
      // His display name, as the pitch and the server name him (the row may add an initial).
      name: (row.querySelector('.pool__add')?.getAttribute('aria-label') ?? '').replace(
        / ekle$/,
        '',
      ),
      // The price, without its change since the last round beside it.
      price: (row.querySelector('.pool__price')?.firstChild?.textContent ?? '').trim(),
      enabled: !(row.querySelector('.pool__add') as HTMLButtonElement).disabled,
      reason: row.querySelector('.pool__reason')?.textContent ?? '',
    })),
  );

/** Why a pool row may be disabled while a place of its position is still empty. */
const ALLOWED_REASONS = /^(Kadroda|Bütçe yetmiyor|Bu kulüpten en fazla \d+ oyuncu)$/;

/**
 * Fills the first empty place the way a user does: taps it (the pool then lists its
 * position only), then adds the best-ranked player he can afford while leaving at least
 * the same average for each place still empty (so the budget never runs out), skipping
 * `avoid` and the rows the page disables. Answers the name added.
 */
async function fillFirstEmptyPlace(avoid: ReadonlySet<string>, picked: number): Promise<string> {
  const empty = page.getByRole('button', { name: /^Boş .+ yeri, .+: oyuncu seç$/ }).first();
  const position = /^Boş (.+) yeri/.exec((await empty.getAttribute('aria-label')) ?? '')![1]!;
  await empty.click();
  await page.waitForFunction((name) => {
    const select = [...document.querySelectorAll('label')].find(
      (label) => label.textContent === 'Mevki',
    )?.control as HTMLSelectElement | null;
    return select?.selectedOptions[0]?.textContent === name;
  }, position);

  const left = tenths(await page.getByTestId('team-budget-left').innerText());
  const cap = Math.floor(left / (15 - picked));
  for (;;) {
    const rows = await poolRows();
    for (const row of rows.filter((r) => !r.enabled)) {
      assert.match(row.reason, ALLOWED_REASONS, `${row.name} is disabled for a good reason`);
    }
    const index = rows.findIndex((r) => r.enabled && !avoid.has(r.name) && tenths(r.price) <= cap);
    if (index >= 0) {
      await page.locator('.pool__row').nth(index).locator('.pool__add').click();
      await waitForPlayerCount(picked + 1);
      return rows[index]!.name;
    }
    // None among the rows shown yet: the next page of the pool.
    const more = page.getByRole('button', { name: 'Daha fazla göster' });
    assert.equal(await more.count(), 1, `an affordable ${position} (at most ${cap} tenths)`);
    await more.click();
    await page.waitForFunction(
      (count) => document.querySelectorAll('.pool__row').length > count,
      rows.length,
    );
  }
}

/** Every name on the pitch and the bench. */
const squadNames = () =>
  page
    .locator('.pitch-wrap .token')
    .evaluateAll((tokens) =>
      tokens.map((t) => (t.getAttribute('aria-label') ?? '').split(',')[0]!),
    );

const sorted = (names: readonly string[]) => [...names].sort((a, b) => a.localeCompare(b));

test('the demo user signs in and finds his team for the open round', async () => {
  [demo, admin] = await Promise.all([apiSession(server, 'demo'), apiSession(server, 'admin')]);
  round = await openRound();
  assert.equal(round.State, 'open');
  const { user, password } = await printedCredentials(server, 'demo');
  await page.goto(server.url + '/login');
  await page.getByLabel('Kullanıcı adı veya e-posta').fill(user);
  await page.getByLabel('Şifre').fill(password);
  const summaryClosed = endOfWeekClosed(page);
  await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForFunction(() => localStorage.getItem('jwt_token') !== null);
  await summaryClosed;

  await page.goto(server.url + '/takim/takimim');
  await page.getByRole('heading', { name: 'Takımım', level: 1 }).waitFor();
  const current = page.getByRole('region', { name: 'Bu haftanın takımları' });
  await current.waitFor();
  const [team] = await myTeams(round.Id);
  assert.ok(team, 'the demo user has a team in the open round');
  teamId = team.Id;
  await current.getByRole('heading', { name: team.Name, level: 3 }).waitFor();
});

test('the carried-over team saves without edits though its prices rose', async () => {
  // Prices moved at every deadline since the demo team was picked: its value is over the
  // budget, but kept players count at the price they were picked at (GAME_RULES).
  const carried = (await myTeams(round.Id)).find((t) => t.Id === teamId)!;
  assert.equal(carried.IsCarriedOver, true);
  assert.ok(carried.Cost > carried.Budget, `value ${carried.Cost} over ${carried.Budget}`);
  assert.ok(carried.BudgetCost <= carried.Budget, `budget cost ${carried.BudgetCost}`);
  await page.goto(server.url + `/takim/${teamId}`);
  await page.getByTestId('team-save').waitFor();
  assert.ok(tenths(await page.getByTestId('team-budget-left').innerText()) >= 0);
  assert.ok(tenths(await page.getByTestId('team-squad-value').innerText()) > carried.Budget);
  // The phone's builder: nothing wider than the screen, pool rows whose figures never print
  // over a name, whole names, pitch labels with their accents, a tapped player's actions in view.
  assert.deepEqual(await builderLayoutProblems(page), []);
  await page.getByText('Takımın kaydedilmeye hazır.').waitFor();
  await page.getByTestId('team-save').click();
  await waitForSavedToast();
  const saved = await detail(teamId);
  assert.equal(saved.UserTeam.IsCarriedOver, false);
  assert.equal(saved.UserTeam.CaptainPlayerId, carried.CaptainPlayerId);
});

test('rebuilds the team with the generator and saves it', async () => {
  const before = (await myTeams(round.Id))[0]!;
  await page
    .getByRole('region', { name: 'Bu haftanın takımları' })
    .getByRole('link', { name: /Düzenle/ })
    .first()
    .click();
  // The carried-over squad was already savable: wait for the generator's answer itself.
  const generated = page.waitForResponse(
    (r) => r.url().includes('/UserTeam/GetGenarateUserTeam') && r.ok(),
  );
  await page.getByTestId('team-generate').click();
  await generated;
  await page.getByTestId('team-generate').and(page.locator(':enabled')).waitFor();
  await page.getByText('Takımın kaydedilmeye hazır.').waitFor();
  assert.equal(await page.getByTestId('team-player-count').innerText(), '15/15');
  const forwards = await tokenNames('fwd');
  await page.getByTestId('team-save').click();
  await waitForSavedToast();

  const after = (await myTeams(round.Id)).find((t) => t.Id === before.Id)!;
  assert.equal(after.IsCarriedOver, false);
  assert.notEqual(after.UpdatedAt, before.UpdatedAt);
  const saved = await detail(after.Id);
  const savedNames = saved.Players.map((p) => p.Player.DisplayName);
  for (const name of forwards) assert.ok(savedNames.includes(name), `${name} was saved`);
});

test('edits the team by hand: a forward out, another in, a new captain', async () => {
  const before = (await detail(teamId)).Players.map((p) => p.Player.DisplayName);
  await page.goto(server.url + `/takim/${teamId}`);
  await page.getByTestId('team-save').waitFor();
  const [out] = await tokenNames('fwd');
  await page.locator('.pitch__row--fwd .token').first().click();
  await page.getByRole('button', { name: 'Çıkar' }).click();
  assert.equal(await page.getByTestId('team-player-count').innerText(), '14/15');
  await page.getByText('Kadroda 3 forvet olmalı (2 seçildi).').waitFor();
  assert.equal(await page.getByTestId('team-save').isDisabled(), true);

  // The empty place opens the pool on forwards; the cheapest first (other than him).
  await page.locator('.pitch__row--fwd .token--empty').click();
  await page.getByLabel('Sırala').selectOption('Price');
  await page.getByRole('button', { name: /Artan|Azalan/ }).click();
  const add = page
    .locator(`.pool__add:not([disabled]):not([aria-label=${JSON.stringify(`${out} ekle`)}])`)
    .first();
  const incoming = ((await add.getAttribute('aria-label')) ?? '').replace(/ ekle$/, '');
  await add.click();
  assert.equal(await page.getByTestId('team-player-count').innerText(), '15/15');

  // A midfielder without the armband becomes captain, a defender without it vice-captain
  // (the forward who left may have worn either).
  const newCaptain = await wearArmband('mid', 'Kaptan yap');
  await wearArmband('def', 'Kaptan yardımcısı yap');
  await page.getByText('Takımın kaydedilmeye hazır.').waitFor();
  await page.getByTestId('team-save').click();
  await waitForSavedToast();

  // Names, not ids, are what the page shows; two players may share one, so the squads
  // are compared as lists of names: the earlier one, less the forward, plus the newcomer.
  const saved = await detail(teamId);
  const names = saved.Players.map((p) => p.Player.DisplayName);
  const expected = [...before];
  assert.ok(expected.includes(out!), `${out} was in the team`);
  expected.splice(expected.indexOf(out!), 1, incoming);
  assert.deepEqual(sorted(names), sorted(expected));
  const captain = saved.Players.find((p) => p.PlayerId === saved.UserTeam.CaptainPlayerId)!;
  assert.equal(captain.Player.DisplayName, newCaptain);
});

let handPicked: string[] = [];

test('clears the squad and builds a whole new team by hand from the pool', async () => {
  const earlier = new Set((await detail(teamId)).Players.map((p) => p.Player.DisplayName));
  await page.goto(server.url + `/takim/${teamId}`);
  await waitForPlayerCount(15);
  // Clearing asks first.
  await page.getByRole('button', { name: 'Kadroyu temizle' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Kadroyu temizle' });
  await confirm
    .getByText('Kadrodaki 15 oyuncunun hepsi çıkarılsın mı?', { exact: false })
    .waitFor();
  await confirm.getByRole('button', { name: 'Evet' }).click();
  await waitForPlayerCount(0);
  assert.equal(
    await page.getByRole('button', { name: /^Boş .+ yeri, .+: oyuncu seç$/ }).count(),
    15,
  );
  assert.equal(await page.getByTestId('team-save').isDisabled(), true);

  // Place by place, none of the players the team had (a squad wholly new).
  handPicked = [];
  for (let picked = 0; picked < 15; picked++) {
    if (picked === 8) {
      // Half-way, the page is reloaded: the unsaved picks come back.
      await page.reload();
      await waitForPlayerCount(8);
      await page.getByText('Kaydedilmemiş değişikliklerin geri getirildi.').waitFor();
      assert.deepEqual(
        sorted((await squadNames()).filter((name) => !name.startsWith('Boş '))),
        sorted(handPicked),
      );
    }
    handPicked.push(await fillFirstEmptyPlace(earlier, picked));
  }
  assert.deepEqual(sorted(await squadNames()), sorted(handPicked));
  assert.ok(tenths(await page.getByTestId('team-budget-left').innerText()) >= 0);
  // A full squad still wants its armbands.
  await page.getByText('Kaptan ilk 11’deki oyunculardan biri olmalı.', { exact: true }).waitFor();
  await page
    .getByText('Kaptan yardımcısı ilk 11’deki oyunculardan biri olmalı.', { exact: true })
    .waitFor();

  const captain = await wearArmband('mid', 'Kaptan yap');
  const vice = await wearArmband('def', 'Kaptan yardımcısı yap');
  await page.getByText('Takımın kaydedilmeye hazır.').waitFor();
  await page.getByTestId('team-save').click();
  await waitForSavedToast();

  const saved = await detail(teamId);
  const names = saved.Players.map((p) => p.Player.DisplayName);
  assert.equal(saved.Players.length, 15);
  assert.deepEqual(sorted(names), sorted(handPicked));
  assert.deepEqual(
    names.filter((name) => earlier.has(name)),
    [],
    'none of the earlier squad',
  );
  assert.equal(saved.Players.filter((p) => p.IsStarter).length, 11);
  const nameOf = (id: number) => saved.Players.find((p) => p.PlayerId === id)?.Player.DisplayName;
  assert.equal(nameOf(saved.UserTeam.CaptainPlayerId), captain);
  assert.equal(nameOf(saved.UserTeam.ViceCaptainPlayerId), vice);
});

interface WalletEntry {
  ProductCode: string;
  Quantity: number;
}
interface WalletMove {
  Reason: string;
  ProductCode: string;
  Quantity: number;
}

const held = async (code: string) =>
  (await demo<WalletEntry[]>('/w/api/Wallet/GetWallets')).ReturnObject.find(
    (e) => e.ProductCode === code,
  )?.Quantity ?? 0;

/** The header's coin chip, once it reads `coins` ("2,000 jeton"). */
const coinChip = (coins: string) =>
  page.getByRole('link', { name: `${coins} jeton`, exact: true }).waitFor();

test('plays the free Triple Captain from the wallet on the team', async () => {
  await page.goto(server.url + `/takim/${teamId}`);
  await waitForPlayerCount(15);
  // The demo purse, and the half season's free booster of each kind.
  await coinChip('2,000');
  const booster = page.getByLabel('Güçlendirici');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('option')].some(
      (o) => o.value === 'TripleCaptain' && !o.disabled,
    ),
  );
  await booster.selectOption('TripleCaptain');
  await page.getByText('Takımın kaydedilmeye hazır.').waitFor();
  await page.getByTestId('team-save').click();
  await waitForSavedToast();

  assert.equal((await detail(teamId)).UserTeam.Booster, 'TripleCaptain');
  assert.equal(await held('TRIPLE_CAPTAIN'), 0);
  assert.equal(await held('BENCH_BOOST'), 1);
});

test('pays 500 coins for an extra team built with the generator', async () => {
  await page.goto(server.url + '/takim/takimim');
  await page.getByText('Ek takım: 500 jeton').waitFor();
  await page.getByRole('link', { name: 'Yeni takım' }).click();
  await page.getByTestId('team-generate').click();
  await page.getByText('Takımın kaydedilmeye hazır.').waitFor();
  await page.getByTestId('team-save').click();
  // The save spends coins: it asks first, with the balance it leaves.
  const confirm = page.getByRole('alertdialog');
  await confirm
    .getByText('Bu ek takım için 500 jeton ödenecek. Yeni bakiyen: 1,500 jeton.', { exact: false })
    .waitFor();
  await confirm.getByRole('button', { name: 'Evet' }).click();
  await waitForSavedToast();
  // The save spent coins: the header reads the wallet again.
  await coinChip('1,500');

  const teams = await myTeams(round.Id);
  assert.deepEqual(
    teams.map((t) => t.IsPrimary),
    [true, false],
  );
  assert.equal(teams[0]!.Id, teamId);
  const moves = await demo<WalletMove[]>('/w/api/Wallet/GetWalletHistory', {});
  assert.deepEqual(
    moves.ReturnObject.filter((m) => m.Reason === 'extraTeam' || m.Reason === 'teamBooster').map(
      (m) => [m.Reason, m.ProductCode, m.Quantity],
    ),
    [
      ['extraTeam', 'COIN', -500],
      ['teamBooster', 'TRIPLE_CAPTAIN', -1],
    ],
  );
});

test('after the deadline the team is read-only', async () => {
  const clock = await admin<{ Now: string }>('/engine/api/Admin/GetClock');
  const seconds =
    Math.ceil((Date.parse(round.Deadline) - Date.parse(clock.ReturnObject.Now)) / 1000) + 60;
  const moved = await admin('/engine/api/Admin/SetClock', { AdvanceSeconds: seconds });
  assert.equal(moved.Result.ResultCode, 0, moved.Result.ResultMessage);

  // The clock's move runs the rounds' jobs in their own time: a round they score before
  // the page asks opens its summary over it (once), one they score later does not.
  const seen = await page.evaluate(() => localStorage.getItem('proContestID'));
  const summaryClosed = endOfWeekClosed(page, seen);
  await page.goto(server.url + '/takim/takimim');
  await summaryClosed;
  const past = page.getByRole('region', { name: 'Geçmiş haftalar' });
  await past.getByRole('link', { name: /Aç/ }).first().click();
  await page.getByTestId('team-readonly').waitFor();
  assert.match(await page.getByTestId('team-readonly').innerText(), /son değişiklik zamanı geçti/);
  assert.equal(await page.getByTestId('team-save').count(), 0);
  assert.equal(await page.getByTestId('team-generate').count(), 0);
  assert.equal(await page.getByRole('radio').count(), 0);
  assert.deepEqual(sorted(await squadNames()), sorted(handPicked));
  assert.equal((await detail(teamId)).UserTeam.IsEditable, false);
});

test('while the round plays, home headlines it and it moves on without a reload', async () => {
  // The game clock moves to the round's first kickoff and on: the round goes live.
  const clock = await admin<{ Now: string }>('/engine/api/Admin/GetClock');
  const toPlay =
    Math.ceil((Date.parse(round.FirstKickoff) - Date.parse(clock.ReturnObject.Now)) / 1000) +
    45 * 60;
  const moved = await admin('/engine/api/Admin/SetClock', { AdvanceSeconds: toPlay });
  assert.equal(moved.Result.ResultCode, 0, moved.Result.ResultMessage);
  // The page's own minute passes on a clock the test moves.
  const home = await pageWithClock(page);
  home.on('pageerror', (e) => pageErrors.push(String(e)));
  try {
    await home.goto(server.url + '/');
    const live = home.getByRole('region', { name: `${round.Number}. Hafta` }).first();
    await live.getByTestId('live-points').waitFor();
    assert.match(await live.getByTestId('live-matches').innerText(), /^\d+\/\d+ maç bitti$/);
    const before = await live.getByTestId('live-matches').innerText();
    // A day on, more matches are played: the page asks again within its minute, no reload.
    await admin('/engine/api/Admin/SetClock', { AdvanceSeconds: 86_400 });
    const loads: string[] = [];
    home.on('load', () => loads.push(home.url()));
    await home.clock.fastForward(LIVE_POLL_MS);
    await home.waitForFunction(
      (shown) => document.querySelector('[data-testid="live-matches"]')?.textContent !== shown,
      before,
    );
    assert.deepEqual(loads, []);
  } finally {
    await home.context().close();
  }
});

test('once the round is played and scored, every point of the team is explained', async () => {
  // Play the round's matches (the clock moves on a few days), then finish and score it.
  for (let day = 0; day < 6; day++) {
    await admin('/engine/api/Admin/SetClock', { AdvanceSeconds: 86_400 });
    const finish = await admin('/engine/api/Admin/RunRoundJob', {
      WeeklyLeagueInformationId: round.Id,
      Job: 'finish',
    });
    if (finish.Result.ResultCode === 0) break;
  }
  const score = await admin<{ State: string }>('/engine/api/Admin/RunRoundJob', {
    WeeklyLeagueInformationId: round.Id,
    Job: 'score',
  });
  assert.equal(score.Result.ResultCode, 0, score.Result.ResultMessage);
  const scored = (await detail(teamId)).UserTeam;
  assert.notEqual(scored.Points, null);

  // The newly scored round is a contest he has not seen: its summary opens over the page.
  const summaryClosed = endOfWeekClosed(page);
  await page.goto(server.url + `/takim/${teamId}`);
  await summaryClosed;
  await page.getByTestId('team-points').waitFor();
  await page.waitForFunction(
    (points) =>
      document.querySelector('[data-testid="team-points"]')?.textContent === `${points} puan`,
    scored.Points,
  );
  // Every point: each player's breakdown, his share in the team, and their sum.
  assert.equal(await explainsEveryPoint(page), scored.Points);
  assert.deepEqual(pageErrors, []);
});
