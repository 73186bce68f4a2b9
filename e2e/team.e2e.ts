/**
 * The team builder in Chromium against the real server and its demo season (rounds 1-5
 * scored, 6 live, 7 open): the demo user rebuilds his team with the generator and saves it,
 * edits it by hand (a player out, another in, a new captain) and saves again; the admin
 * moves the game clock past the deadline (Admin/SetClock over HTTP, as the client calls
 * it: XSRF cookie echoed, Bearer token) and the team is read-only; the round is played
 * and scored (Admin/RunRoundJob) and the team shows its points and a player's breakdown.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from './harness';

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

/** The credentials the first start prints once. */
async function credentials(role: 'admin' | 'demo'): Promise<{ user: string; password: string }> {
  const pattern = new RegExp(
    `Created the ${role} account \\(shown once\\): user name "([^"]+)", password "([^"]+)"`,
  );
  for (let i = 0; i < 50; i++) {
    const match = pattern.exec(server.output());
    if (match) return { user: match[1]!, password: match[2]! };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${role} credentials in the server output:\n${server.output()}`);
}

interface Envelope<T> {
  Result: { ResultCode: number; ResultMessage: string };
  ReturnObject: T;
}

/** An API session the way the client makes one: the XSRF cookie echoed, then a Bearer token. */
async function apiSession(role: 'admin' | 'demo') {
  const first = await fetch(server.url + '/');
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')![1]!;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Cookie: `XSRF-TOKEN=${xsrf}`,
    'X-XSRF-TOKEN': xsrf,
    LanguageCode: 'tr-TR',
    Channel: 'Web',
  };
  const call = async <T>(path: string, body?: unknown): Promise<Envelope<T>> => {
    const response = await fetch(server.url + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  };
  const { user, password } = await credentials(role);
  const login = await call<{ Token: string }>('/auth/api/Auth/Login', {
    UserNameOrEmail: user,
    Password: password,
  });
  assert.equal(login.Result.ResultCode, 0, login.Result.ResultMessage);
  headers.Authorization = `Bearer ${login.ReturnObject.Token}`;
  return call;
}

interface Round {
  Id: number;
  Number: number;
  Deadline: string;
  State: string;
  IsCurrent: boolean;
}
interface Team {
  Id: number;
  Name: string;
  IsPrimary: boolean;
  IsCarriedOver: boolean;
  IsEditable: boolean;
  CaptainPlayerId: number;
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
  const index = labels.findIndex((label) => !/, Kaptan( yardımcısı)?(,|$)/.test(label));
  await page.locator(`.pitch__row--${row} .token`).nth(index).click();
  await page.getByRole('button', { name: action, exact: true }).click();
  return labels[index]!.split(',')[0]!;
}

async function waitForSavedToast() {
  // The save toast, then my teams again.
  await page.waitForURL((url) => url.pathname === '/takim/takimim');
  await page.locator('[data-rht-toaster] [role="status"]').first().waitFor();
}

test('the demo user signs in and finds his team for the open round', async () => {
  [demo, admin] = await Promise.all([apiSession('demo'), apiSession('admin')]);
  round = await openRound();
  assert.equal(round.State, 'open');
  const { user, password } = await credentials('demo');
  await page.goto(server.url + '/login');
  await page.getByLabel('Kullanıcı adı veya e-posta').fill(user);
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
  await page.waitForFunction(() => localStorage.getItem('jwt_token') !== null);

  await page.goto(server.url + '/takim/takimim');
  await page.getByRole('heading', { name: 'Takımım', level: 1 }).waitFor();
  const current = page.getByRole('region', { name: 'Bu haftanın takımları' });
  await current.waitFor();
  const [team] = await myTeams(round.Id);
  assert.ok(team, 'the demo user has a team in the open round');
  teamId = team.Id;
  await current.getByRole('heading', { name: team.Name, level: 3 }).waitFor();
});

test('rebuilds the team with the generator and saves it', async () => {
  const before = (await myTeams(round.Id))[0]!;
  await page
    .getByRole('region', { name: 'Bu haftanın takımları' })
    .getByRole('link', { name: /Düzenle/ })
    .first()
    .click();
  await page.getByTestId('team-generate').click();
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
  await page.goto(server.url + `/takim/${teamId}`);
  await page.getByTestId('team-save').waitFor();
  const [out] = await tokenNames('fwd');
  await page.locator('.pitch__row--fwd .token').first().click();
  await page.getByRole('button', { name: 'Çıkar' }).click();
  assert.equal(await page.getByTestId('team-player-count').innerText(), '14/15');
  await page.getByText('Forvet: 1 oyuncu daha seç.').waitFor();
  assert.equal(await page.getByTestId('team-save').isDisabled(), true);

  // The empty place opens the pool on forwards; the cheapest first.
  await page.locator('.pitch__row--fwd .token--empty').click();
  await page.getByLabel('Sırala').selectOption('Price');
  await page.getByRole('button', { name: /Artan|Azalan/ }).click();
  const add = page.locator('.pool__add:not([disabled])').first();
  const incoming = ((await add.getAttribute('aria-label')) ?? '').replace(/ ekle$/, '');
  assert.notEqual(incoming, out);
  await add.click();
  assert.equal(await page.getByTestId('team-player-count').innerText(), '15/15');

  // A midfielder without the armband becomes captain, a defender without it vice-captain
  // (the forward who left may have worn either).
  const newCaptain = await wearArmband('mid', 'Kaptan yap');
  await wearArmband('def', 'Kaptan yardımcısı yap');
  await page.getByText('Takımın kaydedilmeye hazır.').waitFor();
  await page.getByTestId('team-save').click();
  await waitForSavedToast();

  const saved = await detail(teamId);
  const names = saved.Players.map((p) => p.Player.DisplayName);
  assert.ok(names.includes(incoming!), `${incoming} joined`);
  assert.ok(!names.includes(out!), `${out} left`);
  const captain = saved.Players.find((p) => p.PlayerId === saved.UserTeam.CaptainPlayerId)!;
  assert.equal(captain.Player.DisplayName, newCaptain);
});

test('after the deadline the team is read-only', async () => {
  const clock = await admin<{ Now: string }>('/engine/api/Admin/GetClock');
  const seconds =
    Math.ceil((Date.parse(round.Deadline) - Date.parse(clock.ReturnObject.Now)) / 1000) + 60;
  const moved = await admin('/engine/api/Admin/SetClock', { AdvanceSeconds: seconds });
  assert.equal(moved.Result.ResultCode, 0, moved.Result.ResultMessage);

  await page.goto(server.url + '/takim/takimim');
  const past = page.getByRole('region', { name: 'Geçmiş haftalar' });
  await past.getByRole('link', { name: /Aç/ }).first().click();
  await page.getByTestId('team-readonly').waitFor();
  assert.match(await page.getByTestId('team-readonly').innerText(), /son değişiklik zamanı geçti/);
  assert.equal(await page.getByTestId('team-save').count(), 0);
  assert.equal(await page.getByTestId('team-generate').count(), 0);
  assert.equal(await page.getByRole('radio').count(), 0);
  assert.equal((await detail(teamId)).UserTeam.IsEditable, false);
});

test('once the round is played and scored, the team shows its points and a breakdown', async () => {
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

  await page.goto(server.url + `/takim/${teamId}`);
  await page.getByTestId('team-points').waitFor();
  await page.waitForFunction(
    (points) =>
      document.querySelector('[data-testid="team-points"]')?.textContent === `${points} puan`,
    scored.Points,
  );
  await page.locator('.pitch__row--gk .token').first().click();
  const breakdown = page.getByRole('region', { name: /puan dökümü/ });
  await breakdown.waitFor();
  await breakdown
    .getByText(/Toplam|oynamadı/)
    .first()
    .waitFor();
  assert.deepEqual(pageErrors, []);
});
