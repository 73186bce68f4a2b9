/**
 * The admin panel in Chromium against the real server and its demo season. The Admin
 * enters a correction (three goals for one of the demo user's starters) in a scored round's
 * match, scores the round again, and the demo user's points and ranks move (read as the
 * demo user reads them); the Admin creates a coupon in the panel that the demo user then
 * redeems, and its uses count it. A visitor and a User never fetch the panel's JavaScript
 * (the scripts the browser actually fetched); the User opening /panel is sent home and the
 * admin calls his browser makes are refused with 403. axe-core finds nothing on the panel's
 * screens (phone and desktop, both themes), forms showing their errors included.
 */
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { endOfWeekClosed, serverAndBrowser, settled } from './harness';
import { apiClient, apiSession, printedCredentials } from './api';

const env = serverAndBrowser();
const LEAGUE = { CompetitionCode: 'TR_SL', SportsCode: 'FTBL' } as const;

const panelChunk = (url: string) => /\/assets\/panel\.[\w]+\.js$/.test(url);

/** A browser context that remembers every script it fetched. */
async function recordingContext(width = 1280) {
  const context = await env.browser.newContext({ viewport: { width, height: 900 } });
  const scripts: string[] = [];
  context.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  return { context, scripts };
}

async function signIn(page: Page, role: 'admin' | 'demo') {
  const { user, password } = await printedCredentials(env.server, role);
  await page.goto(env.server.url + '/login');
  await page.getByLabel('Kullanıcı adı veya e-posta').fill(user);
  await page.getByLabel('Şifre').fill(password);
  const summaryClosed = endOfWeekClosed(page);
  await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Hesap menüsü' }).waitFor();
  await summaryClosed;
}

/** A toast that says `text`. */
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-rht-toaster]').getByText(text).first().waitFor();

test("a visitor and a User never load the panel's code; the User is sent home and refused with 403", async () => {
  const visitor = await recordingContext();
  const page = await visitor.context.newPage();
  await page.goto(env.server.url + '/');
  await page.locator('main h1').first().waitFor();
  await page.goto(env.server.url + '/panel/sezon');
  // A visitor is sent home and asked to sign in; the panel stays unloaded.
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByTestId('sign-in-required').waitFor();
  await page.waitForLoadState('networkidle');
  assert.ok(visitor.scripts.length > 0, 'the visitor fetched scripts');
  assert.deepEqual(visitor.scripts.filter(panelChunk), [], 'no panel script for a visitor');
  await visitor.context.close();

  const player = await recordingContext(390);
  const demoPage = await player.context.newPage();
  await signIn(demoPage, 'demo');
  await demoPage.goto(env.server.url + '/panel/maclar');
  await demoPage.waitForURL((url) => url.pathname === '/');
  await demoPage.locator('main h1').first().waitFor();
  await demoPage.waitForLoadState('networkidle');
  assert.deepEqual(player.scripts.filter(panelChunk), [], 'no panel script for a User');

  // His browser's own calls to admin operations, with his session: 403 each.
  const statuses = await demoPage.evaluate(async () => {
    const { Token: token } = JSON.parse(localStorage.getItem('jwt_token')!) as { Token: string };
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const headers = {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
      LanguageCode: 'tr-TR',
    };
    const calls: [string, string, unknown?][] = [
      ['GET', '/engine/api/Admin/GetClock'],
      ['POST', '/engine/api/Admin/RunRoundJob', { WeeklyLeagueInformationId: 1, Job: 'score' }],
      ['POST', '/auth/api/Admin/GetUsers', { SortingPaging: { PageNumber: 0, NumberRecords: 5 } }],
      ['POST', '/w/api/Admin/GetCoupons', { SortingPaging: { PageNumber: 0, NumberRecords: 5 } }],
    ];
    return Promise.all(
      calls.map(async ([method, path, body]) => {
        const response = await fetch(path, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return `${path} ${response.status}`;
      }),
    );
  });
  assert.deepEqual(statuses, [
    '/engine/api/Admin/GetClock 403',
    '/engine/api/Admin/RunRoundJob 403',
    '/auth/api/Admin/GetUsers 403',
    '/w/api/Admin/GetCoupons 403',
  ]);
  await player.context.close();

  // The Admin's browser does fetch it (the check above can see the chunk when it loads).
  const admin = await recordingContext();
  const adminPage = await admin.context.newPage();
  await signIn(adminPage, 'admin');
  await adminPage.goto(env.server.url + '/panel');
  await adminPage.getByRole('heading', { name: 'Sezon', level: 1 }).waitFor();
  assert.ok(admin.scripts.some(panelChunk), "the panel's chunk loads for the Admin");
  await admin.context.close();
});

interface Round {
  Id: number;
  Number: number;
  Title: string;
}
interface SeasonRow {
  WeeklyLeagueInformationId: number;
  Points: number | null;
  RoundRank: number | null;
  OverallRank: number | null;
  TotalPoints: number | null;
}
interface LineupPlayer {
  PlayerId: number;
  MinuteOn: number;
  MinuteOff: number | null;
}
interface Detail {
  Match: { Id: number };
  Events: unknown[];
  HomeLineup: LineupPlayer[];
  AwayLineup: LineupPlayer[];
}

test("a result entered and the round scored again move the demo user's points and ranks", async () => {
  const [admin, demo] = await Promise.all([
    apiSession(env.server, 'admin'),
    apiSession(env.server, 'demo'),
  ]);
  // The latest scored round, the demo user's counted starters in it, and a match where one of
  // them (a midfielder or forward) played the whole game.
  const rounds = await admin<Round[]>(
    '/engine/api/WeeklyLeagueInformation/GetWeeklyLeagueInformationList',
    {
      ...LEAGUE,
      States: ['scored'],
      SortingPaging: {
        SortItem: { ColumnName: 'Number', ColumnOrder: 'desc' },
        PageNumber: 0,
        NumberRecords: 100,
      },
    },
  );
  const round = rounds.ReturnObject[0]!;
  assert.ok(round, 'the demo season has a scored round');
  const teams = await demo<{ Id: number; IsPrimary: boolean }[]>(
    `/engine/api/UserTeam/GetUserTeamList?competitionCode=TR_SL&weeklyLeagueInformationId=${round.Id}`,
  );
  const primary = teams.ReturnObject.find((team) => team.IsPrimary)!;
  const detail = await demo<{
    Players: { PlayerId: number; Multiplier: number; Player: { Position: string } }[];
  }>(`/engine/api/UserTeam/GetUserTeamDetailList?userTeamId=${primary.Id}`);
  const counted = new Set(
    detail.ReturnObject.Players.filter(
      (p) => p.Multiplier >= 1 && (p.Player.Position === 'MID' || p.Player.Position === 'FWD'),
    ).map((p) => p.PlayerId),
  );
  const matches = await admin<{ Id: number }[]>(
    '/engine/api/MatchesOfTheWeek/GetMatchesOfTheWeekList',
    {
      ...LEAGUE,
      WeeklyLeagueInformationId: round.Id,
      SortingPaging: { PageNumber: 0, NumberRecords: 50 },
    },
  );
  let chosen: { matchId: number; playerId: number; events: number } | undefined;
  for (const match of matches.ReturnObject) {
    const sheet = await admin<Detail>(`/engine/api/Match/GetMatchDetail?matchId=${match.Id}`);
    const whole = [...sheet.ReturnObject.HomeLineup, ...sheet.ReturnObject.AwayLineup].find(
      (p) => counted.has(p.PlayerId) && p.MinuteOn === 0 && p.MinuteOff === null,
    );
    if (whole) {
      chosen = {
        matchId: match.Id,
        playerId: whole.PlayerId,
        events: sheet.ReturnObject.Events.length,
      };
      break;
    }
  }
  assert.ok(chosen, "one of the demo user's starters played a whole match of the round");
  const season = async () => {
    const answer = await demo<SeasonRow[]>('/engine/api/UserWeeklyScore/GetUserSeason', {
      CompetitionCode: LEAGUE.CompetitionCode,
    });
    assert.equal(answer.Result.ResultCode, 0, answer.Result.ResultMessage);
    return answer.ReturnObject.find((row) => row.WeeklyLeagueInformationId === round.Id)!;
  };
  const before = await season();
  assert.ok(before.Points !== null && before.RoundRank !== null && before.OverallRank !== null);

  // On a phone, as on match day.
  const { context } = await recordingContext(390);
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.goto(env.server.url + `/panel/maclar?hafta=${round.Id}`);
  await page.getByRole('heading', { name: 'Maçlar', level: 1 }).waitFor();
  await page.locator(`a[href="/panel/maclar/${chosen.matchId}"]`).click();
  const sheet = page.getByRole('form', { name: 'Kadrolar ve olaylar' });
  await sheet.getByRole('button', { name: 'Olay ekle' }).waitFor();

  // A goal without a minute is refused here, naming the field; what was typed stays.
  await sheet.getByRole('button', { name: 'Olay ekle' }).click();
  let row = sheet.getByRole('group', { name: `Olay ${chosen.events + 1}`, exact: true });
  await row.getByLabel('Golü atan').selectOption(String(chosen.playerId));
  await sheet.getByRole('button', { name: 'Kadroları ve olayları kaydet' }).click();
  await row.getByText('Bir sayı gir.').waitFor();
  assert.equal(await row.getByLabel('Golü atan').inputValue(), String(chosen.playerId));
  await row.getByLabel('Dakika', { exact: true }).fill('21');
  for (const [i, minute] of [52, 77].entries()) {
    await sheet.getByRole('button', { name: 'Olay ekle' }).click();
    row = sheet.getByRole('group', { name: `Olay ${chosen.events + 2 + i}`, exact: true });
    await row.getByLabel('Dakika', { exact: true }).fill(String(minute));
    await row.getByLabel('Golü atan').selectOption(String(chosen.playerId));
  }
  await sheet.getByRole('button', { name: 'Kadroları ve olayları kaydet' }).click();
  await toast(page, 'Maç kağıdı kaydedildi; geçici puanlar güncellendi.');

  await page.getByRole('button', { name: `${round.Title} yeniden puanla` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Evet' }).click();
  await toast(page, `${round.Title} yeniden puanlandı.`);
  // Whose points the run changed: the demo user among them.
  const changes = page.getByRole('region', { name: `${round.Title}: puanı değişenler` });
  await changes.getByRole('rowheader', { name: 'demo' }).waitFor();
  await context.close();

  const after = await season();
  console.log(
    `demo, ${round.Title}: points ${before.Points} → ${after.Points}, round rank ` +
      `${before.RoundRank} → ${after.RoundRank}, overall rank ${before.OverallRank} → ${after.OverallRank}`,
  );
  // Three goals by a counted midfielder or forward: at least 12 points more.
  assert.ok(after.Points! - before.Points! >= 12, `points ${before.Points} → ${after.Points}`);
  assert.ok(after.TotalPoints! - before.TotalPoints! >= 12);
  if (before.RoundRank! > 1) {
    assert.ok(
      after.RoundRank! < before.RoundRank!,
      `round rank ${before.RoundRank} → ${after.RoundRank}`,
    );
  }
  if (before.OverallRank! > 1) {
    assert.ok(
      after.OverallRank! < before.OverallRank!,
      `overall rank ${before.OverallRank} → ${after.OverallRank}`,
    );
  }
});

test('a coupon created in the panel is redeemed by a player, and its uses count it', async () => {
  const { context } = await recordingContext();
  const page = await context.newPage();
  await signIn(page, 'admin');
  await page.goto(env.server.url + '/panel/ekonomi');
  await page.getByRole('heading', { name: 'Ekonomi', level: 1 }).waitFor();
  const form = page.getByRole('form', { name: 'Yeni kupon' });
  await form.getByLabel('Ürün 1').locator('option[value="COIN"]').waitFor({ state: 'attached' });
  await form.getByLabel('Kod').fill('panele2e250');
  await form.getByLabel('Ürün 1').selectOption('COIN');
  await form.getByLabel('Adet 1').fill('250');
  await form.getByLabel('Kullanım sayısı (her oyuncu bir kez)').fill('5');
  await form.getByLabel('Son kullanma').fill('2099-01-01T12:00');
  await form.getByRole('button', { name: 'Kuponu oluştur' }).click();
  await toast(page, 'PANELE2E250 kuponu oluşturuldu.');
  const coupons = page.getByRole('region', { name: 'Kupon listesi' });
  const line = coupons.getByRole('row').filter({ hasText: 'PANELE2E250' });
  await line.getByRole('cell', { name: '0 / 5' }).waitFor();

  // The demo user redeems it (the local captcha answered), once.
  const player = await apiClient(env.server);
  const { user, password } = await printedCredentials(env.server, 'demo');
  await player.signIn(user, password);
  const coins = async () =>
    (
      await player.call<{ ProductCode: string; Quantity: number }[]>('/w/api/Wallet/GetWallets')
    ).ReturnObject.find((e) => e.ProductCode === 'COIN')?.Quantity ?? 0;
  const held = await coins();
  const challenge = await player.call<{ ChallengeId: string; Question: string }>(
    '/auth/api/Captcha/GetChallenge',
  );
  const [a, b] = challenge.ReturnObject.Question.match(/\d+/g)!.map(Number);
  const redeemed = await player.call('/w/api/Payzee/BuyWithCouponCode', {
    CouponCode: 'PANELE2E250',
    IsSpecialCoupon: true,
    CaptchaResponse: `${challenge.ReturnObject.ChallengeId}:${a! + b!}`,
  });
  assert.equal(redeemed.Result.ResultCode, 0, redeemed.Result.ResultMessage);
  assert.equal(await coins(), held + 250);

  await page.reload();
  await page.getByRole('heading', { name: 'Ekonomi', level: 1 }).waitFor();
  await page
    .getByRole('region', { name: 'Kuponlar' })
    .getByRole('row')
    .filter({ hasText: 'PANELE2E250' })
    .getByRole('cell', { name: '1 / 5' })
    .waitFor();
  await context.close();
});

const AXE = resolve(__dirname, '../node_modules/axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

test('axe-core finds nothing on the panel’s screens, on a phone and a desktop, in both themes', async () => {
  const found: string[] = [];
  let checks = 0;
  for (const [width, theme] of [
    [390, 'dark'],
    [1280, 'light'],
  ] as const) {
    const context = await env.browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
    });
    await context.addInitScript({ path: AXE });
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const page = await context.newPage();
    await signIn(page, 'admin');
    const check = async (where: string) => {
      await settled(page);
      checks++;
      const violations = await page.evaluate(async () => {
        const results = await (
          window as unknown as {
            axe: {
              run: (context: Document, options: object) => Promise<{ violations: Violation[] }>;
            };
          }
        ).axe.run(document, { resultTypes: ['violations'] });
        return results.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.map((n) => ({ target: n.target })),
        }));
      });
      for (const v of violations) {
        const targets = v.nodes.map((n) => n.target.join(' ')).join(' | ');
        found.push(
          `${v.id} (${v.impact}) on ${where} at ${width}px ${theme}: ${v.help} — ${targets}`,
        );
      }
    };
    for (const path of [
      '/panel/sezon',
      '/panel/maclar',
      '/panel/oyuncular',
      '/panel/ekonomi',
      '/panel/kullanicilar',
      '/panel/denetim',
    ]) {
      await page.goto(env.server.url + path);
      await page.locator('.panel-nav').waitFor();
      await check(path);
    }
    // A form showing its errors, the season's jobs opened, a match's sheet with its line-ups.
    await page.goto(env.server.url + '/panel/ekonomi');
    await page.getByRole('button', { name: 'Kuponu oluştur' }).click();
    await page.getByText('Bu alan zorunlu.').first().waitFor();
    await check('/panel/ekonomi (errors)');
    await page.goto(env.server.url + '/panel/maclar');
    await page.locator('a[href^="/panel/maclar/"]').first().click();
    await page.getByRole('button', { name: 'Oynayanları göster' }).click();
    await page.getByRole('group', { name: 'Oyuncu 1', exact: true }).waitFor();
    await check('a match');
    await page.goto(env.server.url + '/panel/oyuncular');
    await page
      .getByRole('button', { name: /^Düzenle/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Oyuncuyu kaydet' }).waitFor();
    await check('/panel/oyuncular (a player open)');
    await context.close();
  }
  assert.equal(checks, 18);
  assert.deepEqual(found, []);
});
