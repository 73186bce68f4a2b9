/**
 * What a manager reads after a round, in Chromium against the real server and its demo
 * season, on a phone in Turkish (390 px) and a desktop in English (1280 px): a scored team's
 * player opens his points breakdown in a dialog by tap and by keyboard, the captain's share
 * read as "base × 2 = total", the dialog inside the viewport; my season page draws one bar
 * per started round and the table of rounds, with no sideways scroll.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  endOfWeekClosed,
  launchBrowser,
  settled,
  startServer,
  type RunningServer,
} from './harness';
import { apiSession, printedCredentials } from './api';
import { horizontalOverflow, outsideViewport } from './layout';

let server: RunningServer;
let browser: Browser;
const pageErrors: string[] = [];

before(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

interface Round {
  Id: number;
  Number: number;
  State: string;
}

/** The demo player's primary team of the latest scored round. */
async function scoredTeam(): Promise<{ teamId: number; rounds: Round[] }> {
  const demo = await apiSession(server, 'demo');
  const rounds = (
    await demo<Round[]>('/engine/api/WeeklyLeagueInformation/GetWeeklyLeagueInformationList', {
      CompetitionCode: 'TR_SL',
      SportsCode: 'FTBL',
      SortingPaging: { PageNumber: 0, NumberRecords: 100 },
    })
  ).ReturnObject;
  const scored = rounds.filter((r) => r.State === 'scored').sort((a, b) => b.Number - a.Number)[0]!;
  const teams = (
    await demo<{ Id: number; IsPrimary: boolean }[]>(
      `/engine/api/UserTeam/GetUserTeamList?competitionCode=TR_SL&weeklyLeagueInformationId=${scored.Id}`,
    )
  ).ReturnObject;
  return { teamId: teams.find((t) => t.IsPrimary)!.Id, rounds };
}

async function signedIn(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  const { user, password } = await printedCredentials(server, 'demo');
  await page.goto(server.url + '/login');
  await page.getByLabel(/^(Kullanıcı adı veya e-posta|User name or e-mail)$/).fill(user);
  await page.getByLabel(/^(Şifre|Password)$/).fill(password);
  const closed = endOfWeekClosed(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(Giriş Yap|Sign in)$/ })
    .click();
  await closed;
  return page;
}

/** The demo player's language, as the profile saves it (the page follows the signed-in user's). */
async function demoSpeaks(language: 'tr-TR' | 'en-US') {
  const demo = await apiSession(server, 'demo');
  const saved = await demo('/auth/api/User/UpdateCultureInfo', { LanguageCode: language });
  assert.equal(saved.Result.ResultCode, 0, saved.Result.ResultMessage);
}

const WORDS = {
  tr: {
    captain: /, K: Kaptan/,
    breakdown: /: puan dökümü$/,
    share: /Takımına katkısı\s*\d+ × 2 = \d+ puan/,
    season: 'Sezonum',
    table: 'Hafta hafta puan ve sıralama',
    chart: /Sezon grafiği/,
  },
  en: {
    captain: /, C: Captain/,
    breakdown: /: points breakdown$/,
    share: /For the team\s*\d+ × 2 = \d+ pts/,
    season: 'My season',
    table: 'Points and rank by round',
    chart: /Season chart/,
  },
};

async function breakdownAndSeason(page: Page, lang: 'tr' | 'en') {
  const words = WORDS[lang];
  const { teamId, rounds } = await scoredTeam();
  await page.goto(`${server.url}/takim/${teamId}`);
  await settled(page);

  // The captain by tap: his breakdown and his share, "base × 2 = total", in view.
  const captain = page.getByRole('button', { name: words.captain }).first();
  await captain.click();
  const dialog = page.getByRole('dialog', { name: words.breakdown });
  await dialog.waitFor();
  await dialog.getByTestId('team-share').getByText(words.share).waitFor();
  const [a, b] = (await dialog.getByTestId('team-share').innerText())
    .match(/(\d+) × 2 = (\d+)/)!
    .slice(1)
    .map(Number);
  assert.equal(b, a! * 2, 'the captain doubles his points once');
  assert.deepEqual(await outsideViewport(page, '[role="dialog"]'), []);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // Any other player by keyboard: focus, Enter.
  const tokens = page.locator('button.token');
  assert.equal(await tokens.count(), 15, 'all fifteen players are buttons');
  await tokens.nth(3).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: words.breakdown }).waitFor();
  await page.keyboard.press('Escape');
  assert.deepEqual(await horizontalOverflow(page), []);

  // My season: one bar a started round, a row each in the table.
  await page.goto(`${server.url}/kullanici/sezonum`);
  await page.getByRole('heading', { level: 1, name: words.season }).waitFor();
  const chart = page.getByRole('img', { name: words.chart });
  await chart.waitFor();
  const started = rounds.filter((r) => ['live', 'finished', 'scored'].includes(r.State)).length;
  assert.equal(await chart.locator('rect').count(), started);
  const table = page.getByRole('table', { name: words.table });
  assert.equal(await table.locator('tbody tr').count(), started);
  assert.ok(started >= 5, `a season in progress (${started} rounds)`);
  const box = (await chart.boundingBox())!;
  assert.ok(box.width > 300 && box.height > 100, `the chart is drawn (${box.width}×${box.height})`);
  assert.deepEqual(await horizontalOverflow(page), []);
}

test('phone, Turkish: a scored team explains each player, my season is drawn', async () => {
  const page = await signedIn(390, 844);
  await breakdownAndSeason(page, 'tr');
  await page.context().close();
});

test('desktop, English: the same in English', async () => {
  await demoSpeaks('en-US');
  const page = await signedIn(1280, 900);
  await breakdownAndSeason(page, 'en');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  await page.context().close();
  assert.deepEqual(pageErrors, []);
});
