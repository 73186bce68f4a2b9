/**
 * The home page in Chromium against the real server and its demo season (rounds 1-5
 * scored, 6 live, 7 open): a visitor on a phone sees the pitch, the current round with its
 * countdown and matches, the rules and the best of the week; the demo user on a desktop
 * sees his team's call to action and his last round's points and ranks, the server's own.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { endOfWeekClosed, serverAndBrowser } from './harness';

const live = serverAndBrowser();

/** Calls the engine from the page as the app does (anti-forgery cookie, stored token). */
async function engine<T>(page: Page, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ([call, payload]) => {
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const stored = localStorage.getItem('jwt_token');
      const token = stored ? (JSON.parse(stored) as { Token: string }).Token : null;
      const response = await fetch(`/engine/api/${call}`, {
        method: payload === undefined ? 'GET' : 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-XSRF-TOKEN': decodeURIComponent(xsrf),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return response.json();
    },
    [path, body] as const,
  );
  assert.equal(answer.Result.ResultCode, 0, JSON.stringify(answer.Result));
  return answer.ReturnObject as T;
}

interface Round {
  Id: number;
  Number: number;
  MatchCount: number;
  IsCurrent: boolean;
}

async function currentRound(page: Page): Promise<Round> {
  const rounds = await engine<Round[]>(
    page,
    'WeeklyLeagueInformation/GetWeeklyLeagueInformationList',
    {
      CompetitionCode: 'TR_SL',
      SortingPaging: { PageNumber: 0, NumberRecords: 100 },
    },
  );
  return rounds.find((round) => round.IsCurrent)!;
}

async function demoCredentials() {
  const match = await live.server.waitForOutput(
    /Created the demo account \(shown once\): user name "([^"]+)", password "([^"]+)"/,
  );
  return { userName: match[1]!, password: match[2]! };
}

test('a visitor on a phone sees what the game is, the current round and the best of the week', async () => {
  const page = await live.browser.newPage({ viewport: { width: 390, height: 844 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const main = page.getByRole('main');

  await page.goto(live.server.url + '/');
  await main.getByRole('heading', { level: 1, name: 'Kadro' }).waitFor();
  assert.equal(
    await main.getByRole('link', { name: 'Hemen başla' }).getAttribute('href'),
    '/register',
  );

  const round = await currentRound(page);
  const roundCard = main.getByRole('region', { name: `${round.Number}. Hafta` });
  await roundCard.waitFor();
  assert.match(
    await roundCard.getByRole('timer').innerText(),
    /^Son değişiklik:\s+\d+ (g \d+ sa|sa \d+ dk|dk \d+ sn)$/,
  );

  const matches = main.getByRole('region', { name: 'Maçlar' }).getByRole('listitem');
  await matches.first().waitFor();
  assert.equal(await matches.count(), round.MatchCount);

  await main.getByText('15 oyunculu kadro: 2 kaleci, 5 defans, 5 orta saha, 3 forvet').waitFor();

  const best = await engine<{
    RoundNumber: number;
    TopPlayer: { Player: { DisplayName: string }; Points: number };
  }>(page, 'Player/GetBestOfTheWeek?competitionCode=TR_SL');
  const bestCard = main.getByRole('region', {
    name: `Haftanın Enleri · ${best.RoundNumber}. Hafta`,
  });
  await bestCard.getByText(best.TopPlayer.Player.DisplayName, { exact: true }).waitFor();
  await bestCard.getByText(`${best.TopPlayer.Points} puan`, { exact: true }).first().waitFor();

  // Nothing on the page overflows a phone's width.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
  assert.deepEqual(errors, []);
  await page.close();
});

test('the demo user sees his team call to action and his last round, as the server scored it', async () => {
  const page = await live.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const main = page.getByRole('main');
  const { userName, password } = await demoCredentials();

  await page.goto(live.server.url + '/login');
  await page.getByLabel('Kullanıcı adı veya e-posta').fill(userName);
  await page.getByLabel('Şifre').fill(password);
  const summaryClosed = endOfWeekClosed(page);
  await main.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.getByText(`Hoş geldin, ${userName}!`).waitFor();
  await summaryClosed;

  const score = await engine<{ RoundNumber: number; Points: number; OverallRank: number }>(
    page,
    'UserWeeklyScore/GetWeeklyScoreByUserId',
    { CompetitionCode: 'TR_SL', SportsCode: 'FTBL' },
  );
  const scoreCard = main.getByRole('region', { name: `Son haftam · ${score.RoundNumber}. Hafta` });
  await scoreCard.waitFor();
  const figure = (label: string) =>
    scoreCard.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await figure('Puan').waitFor();
  assert.equal(
    await figure('Puan').innerText(),
    new Intl.NumberFormat('tr-TR').format(score.Points),
  );
  assert.match(
    await figure('Genel sıralama').innerText(),
    new RegExp(`^${new Intl.NumberFormat('tr-TR').format(score.OverallRank).replace('.', '\\.')}`),
  );

  const round = await currentRound(page);
  const roundCard = main.getByRole('region', { name: `${round.Number}. Hafta` });
  await roundCard.getByRole('link', { name: 'Takımımı düzenle' }).click();
  await page.waitForURL((url) => url.pathname === '/takim/takimim');
  assert.deepEqual(errors, []);
  await page.close();
});
