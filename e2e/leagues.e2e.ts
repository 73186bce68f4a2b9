/**
 * Leagues in Chromium against the real server and its demo season (rounds 1-5 scored, 6
 * live, 7 open): the end-of-week summary opens once after sign-in and not after a reload,
 * and once more after the admin's clock scores the next round; the demo user starts a
 * friend league and a second user joins it through its share link, and both see its
 * table; a rival's team of a past round opens from the Pro table with the comparison.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from './harness';
import { apiClient, printedCredentials, type Envelope } from './api';

let server: RunningServer;
let browser: Browser;
let demoContext: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

before(async () => {
  // Sessions outlive the days the clock moves on.
  [server, browser] = await Promise.all([
    startServer({ SESSION_TTL_HOURS: '2000' }),
    launchBrowser(),
  ]);
  demoContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  page = await demoContext.newPage();
  page.on('pageerror', (e) => pageErrors.push(String(e)));
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

async function signInPage(target: Page, user: string, password: string) {
  await target.goto(server.url + '/login');
  await target.getByLabel('Kullanıcı adı veya e-posta').fill(user);
  await target.getByLabel('Şifre').fill(password);
  await target.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
  await target.waitForFunction(() => localStorage.getItem('jwt_token') !== null);
}

const SUMMARY = '/LeagueStatistics/GetUserEndWeekAllLeagueSumary';
const summaryAnswer = (target: Page) =>
  target
    .waitForResponse((r) => r.url().includes(SUMMARY))
    .then(
      async (r) =>
        ((await r.json()) as Envelope<{ ContestId: number; ContestTitle: string }>).ReturnObject,
    );
const modal = (target: Page) => target.getByRole('dialog', { name: 'Haftanın Özeti' });

/** After a load whose summary was answered: the modal stays shut (the page settles first). */
async function assertNoModal(target: Page) {
  await target.locator('main h1').first().waitFor();
  await target.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 300))),
  );
  assert.equal(await modal(target).count(), 0, 'the end-of-week modal stays shut');
}

async function closeModal(target: Page) {
  const dialog = modal(target);
  await dialog.getByRole('button', { name: 'Kapat' }).last().click();
  await dialog.waitFor({ state: 'detached' });
}

test('the end-of-week summary opens once per scored round', async () => {
  const { user, password } = await printedCredentials(server, 'demo');
  const first = summaryAnswer(page);
  await signInPage(page, user, password);
  const summary = await first;
  assert.ok(summary.ContestTitle, 'a scored round has a title');
  const dialog = modal(page);
  await dialog.waitFor();
  await dialog.getByText(summary.ContestTitle).waitFor();
  await dialog.getByText('Taraftar Ligi Sıralaman').waitFor();
  await dialog.getByText('Pro Lig Sıralaman').waitFor();
  await page.waitForFunction(
    (id) => localStorage.getItem('proContestID') === String(id),
    summary.ContestId,
  );
  await closeModal(page);

  // A reload asks again and finds the same contest: nothing opens.
  const again = summaryAnswer(page);
  await page.reload();
  assert.equal((await again).ContestId, summary.ContestId);
  await assertNoModal(page);

  // The admin's clock plays and scores the live round: the next load opens the new summary.
  const admin = await apiClient(server);
  const adminLogin = await printedCredentials(server, 'admin');
  await admin.signIn(adminLogin.user, adminLogin.password);
  const rounds = await admin.call<{ Id: number; Number: number; State: string }[]>(
    '/engine/api/WeeklyLeagueInformation/GetWeeklyLeagueInformationList',
    {
      CompetitionCode: 'TR_SL',
      SportsCode: 'FTBL',
      SortingPaging: {
        SortItem: { ColumnName: 'Number', ColumnOrder: 'asc' },
        PageNumber: 0,
        NumberRecords: 100,
      },
    },
  );
  // The first round not scored yet (the one being played, or the open one).
  const live = rounds.ReturnObject.find((r) => r.State !== 'scored');
  assert.ok(live, 'a round is left to score');
  let state = live.State;
  for (let day = 0; day < 14 && state !== 'scored'; day++) {
    await admin.call('/engine/api/Admin/SetClock', { AdvanceSeconds: 86_400 });
    await admin.call('/engine/api/Admin/RunRoundJob', {
      WeeklyLeagueInformationId: live.Id,
      Job: 'finish',
    });
    const scored = await admin.call<{ Round: { State: string } }>('/engine/api/Admin/RunRoundJob', {
      WeeklyLeagueInformationId: live.Id,
      Job: 'score',
    });
    if (scored.Result.ResultCode === 0) state = scored.ReturnObject.Round.State;
  }
  assert.equal(state, 'scored');

  const next = summaryAnswer(page);
  await page.reload();
  const newer = await next;
  assert.notEqual(newer.ContestId, summary.ContestId);
  await modal(page).getByText(newer.ContestTitle).waitFor();
  await closeModal(page);
  await page.waitForFunction(
    (id) => localStorage.getItem('proContestID') === String(id),
    newer.ContestId,
  );
  const last = summaryAnswer(page);
  await page.reload();
  await last;
  await assertNoModal(page);
});

test('a friend league: the demo user starts it, a second user joins by its link, both see the table', async () => {
  // The second player registers (the local captcha's sum answered) and plays from his own browser.
  const guest = await apiClient(server);
  const challenge = await guest.call<{ ChallengeId: string; Question: string }>(
    '/auth/api/Captcha/GetChallenge',
  );
  const [a, b] = challenge.ReturnObject.Question.match(/\d+/g)!.map(Number);
  const clubs = await guest.call<{ Id: number }[]>('/engine/api/Teams/GetTeamsList', {
    CompetitionCode: 'TR_SL',
    SportsCode: 'FTBL',
    SortingPaging: { PageNumber: 0, NumberRecords: 100 },
  });
  const registered = await guest.call('/auth/api/Auth/Register', {
    UserName: 'arkadas_oyuncu',
    Email: 'arkadas@example.com',
    Password: 'arkadas-sifre-1',
    FavoriteTeamId: clubs.ReturnObject[0]!.Id,
    AcceptAgreement: true,
    CaptchaResponse: `${challenge.ReturnObject.ChallengeId}:${a! + b!}`,
  });
  assert.equal(registered.Result.ResultCode, 0, registered.Result.ResultMessage);

  await page.goto(server.url + '/lig/arkadas-ligleri');
  await page.getByRole('heading', { name: 'Arkadaş Ligleri', level: 1 }).waitFor();
  await page.getByLabel('Lig adı').fill('Cuma Akşamı Ligi');
  await page.getByRole('button', { name: 'Lig kur' }).click();
  await page.getByRole('link', { name: 'Cuma Akşamı Ligi' }).click();
  await page.getByRole('heading', { name: 'Cuma Akşamı Ligi', level: 1 }).waitFor();
  const link = await page.getByTestId('share-link').inputValue();
  assert.match(link, /\/lig\/arkadas-ligleri\?inviteCode=[A-HJ-NP-Z2-9]{8}$/);
  assert.equal(await page.getByTestId('owner-controls').count(), 1);

  const guestContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const guestPage = await guestContext.newPage();
  guestPage.on('pageerror', (e) => pageErrors.push(String(e)));
  // He had no team in the last scored round: his summary is the server's message only.
  const summary = summaryAnswer(guestPage);
  // Joining a friend league waits for a verified address (GAME_RULES): he opens the link.
  const [, verifyLink] = await server.waitForOutput(
    new RegExp(
      'Mail to arkadas@example\\.com:.*\\n(?: {2}.*\\n)*? {2}(\\S*/validate-user\\?\\S+)\\n',
    ),
  );
  const verify = new URL(verifyLink!);
  await guestPage.goto(server.url + verify.pathname + verify.search);
  await guestPage.getByText('E-posta adresiniz doğrulandı.').waitFor();
  await signInPage(guestPage, 'arkadas_oyuncu', 'arkadas-sifre-1');
  await summary;
  const noOrder = modal(guestPage);
  await noOrder.getByRole('img', { name: 'Uyarı' }).waitFor();
  assert.equal(await noOrder.getByText('Taraftar Ligi Sıralaman').count(), 0);
  await closeModal(guestPage);
  await guestPage.goto(link);
  const offer = guestPage.getByTestId('invite-link');
  await offer.getByRole('button', { name: 'Katıl' }).click();
  await guestPage.getByRole('heading', { name: 'Cuma Akşamı Ligi', level: 1 }).waitFor();
  const { user: demoName } = await printedCredentials(server, 'demo');
  const table = (target: Page) =>
    target.getByRole('table', { name: /Cuma Akşamı Ligi sıralaması/ });
  await table(guestPage).getByText(demoName, { exact: true }).waitFor();
  const members = (target: Page) => target.getByRole('list', { name: 'Üyeler' });
  await members(guestPage).getByText('arkadas_oyuncu').waitFor();
  // The joiner is no owner: no owner control, only leaving.
  assert.equal(await guestPage.getByTestId('owner-controls').count(), 0);
  await guestPage.getByRole('button', { name: 'Ayrıl' }).waitFor();

  await page.reload();
  await table(page).getByText(demoName, { exact: true }).waitFor();
  await members(page).getByText('arkadas_oyuncu').waitFor();
  await guestContext.close();
});

test("a rival's team of a past round opens from the Pro table, compared with mine", async () => {
  const { user: demoName } = await printedCredentials(server, 'demo');
  await page.goto(server.url + '/lig/pro-ligi');
  const table = page.getByRole('table', { name: /Pro Lig sıralaması, sayfa 1/ });
  await table.waitFor();
  const rows = await table.locator('tbody tr').count();
  assert.equal(rows, 50, 'a full page of 50');
  // The first manager that is not the demo user.
  const rivalRow = table
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: /takımını gör$/ }) })
    .filter({ hasNot: page.getByText(demoName, { exact: true }) })
    .first();
  const rivalName = (await rivalRow.locator('.standings__name').innerText()).trim();
  await rivalRow.getByRole('link', { name: /takımını gör$/ }).click();
  await page.waitForURL(/\/lig\/rakip\/\d+$/);
  await page.getByTestId('rival-owner').getByText(rivalName, { exact: false }).waitFor();
  await page.getByRole('region', { name: 'Kadro' }).or(page.locator('.pitch')).first().waitFor();
  const compare = page.getByTestId('compare');
  await compare.waitFor();
  await compare.getByText(/^Onun kaptanı: /).waitFor();
  await compare.getByText(/^Senin kaptanın: /).waitFor();
  await compare.getByRole('region', { name: 'Ortak oyuncular' }).waitFor();
  await compare.getByRole('region', { name: 'Yalnızca onda' }).waitFor();
  // A player's points break down on tap, in a dialog.
  const token = page.locator('.pitch button.token').first();
  const name = ((await token.getAttribute('aria-label')) ?? '').split(',')[0]!;
  await token.click();
  const breakdown = page.getByRole('dialog', { name: `${name}: puan dökümü` });
  await breakdown.waitFor();
  await page.keyboard.press('Escape');
  await breakdown.waitFor({ state: 'detached' });
  // Nothing overflows a phone's width.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
  assert.deepEqual(pageErrors, []);
});
