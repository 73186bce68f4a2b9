/**
 * A visitor (not signed in) on a phone reads the information pages against the real
 * server and its demo season (rounds 1-5 scored, 6 live, 7 open): the fixtures and
 * results of a scored round, the player list, a player's page and his score breakdown,
 * whose points must be the season's own (checked against the API).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { serverAndBrowser } from './harness';

const live = serverAndBrowser();

interface Envelope<T> {
  Result: { ResultCode: number };
  ReturnObject: T;
  TotalCount: number;
}

/** Calls the engine from the page, as the app does (anti-forgery cookie echoed). */
async function engine<T>(page: Page, call: string, body: unknown): Promise<Envelope<T>> {
  return page.evaluate(
    async ([path, payload]) => {
      const xsrf = /XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(`/engine/api/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
        body: JSON.stringify(payload),
      });
      return response.json();
    },
    [call, body] as const,
  ) as Promise<Envelope<T>>;
}

test('a visitor reads a scored round, the player list and a player score breakdown', async () => {
  const page = await live.browser.newPage({ viewport: { width: 390, height: 844 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const main = page.getByRole('main');

  // Fixtures open on the current round (open); two steps back is a scored one. Which round
  // is current depends on the day the demo season was generated against: ask the server.
  await page.goto(live.server.url + '/bilgiler/fiksture-ve-sonuclar');
  await main.getByRole('heading', { level: 1, name: 'Fikstür ve Sonuçlar' }).waitFor();
  const rounds = await engine<{ Id: number; Number: number; IsCurrent: boolean }[]>(
    page,
    'WeeklyLeagueInformation/GetWeeklyLeagueInformationList',
    { SortingPaging: { PageNumber: 0, NumberRecords: 100 } },
  );
  const current = rounds.ReturnObject.find((r) => r.IsCurrent)!.Number;
  const back = current - 2;
  const picker = main.getByRole('combobox', { name: 'Hafta' });
  await main.getByText('Takımlar açık').waitFor();
  assert.equal(await picker.locator('option:checked').innerText(), `${current}. Hafta`);
  // One step at a time: each click goes back from the round shown, so the second waits
  // for the first to show (the round between may be scored too).
  await main.getByRole('button', { name: 'Önceki hafta' }).click();
  await page.waitForURL(new RegExp(`[?&]hafta=${current - 1}(&|$)`));
  await main.getByRole('button', { name: 'Önceki hafta' }).click();
  await page.waitForURL(new RegExp(`[?&]hafta=${back}(&|$)`));
  await main.getByText('Puanlandı').waitFor();
  assert.equal(await picker.locator('option:checked').innerText(), `${back}. Hafta`);
  assert.equal(new URL(page.url()).search, `?hafta=${back}`);

  const backRound = rounds.ReturnObject.find((r) => r.Number === back)!;
  const matches = await engine<
    { Id: number; HomeScore: number; AwayScore: number; State: string }[]
  >(page, 'MatchesOfTheWeek/GetMatchesOfTheWeekList', { WeeklyLeagueInformationId: backRound.Id });
  // A visitor's rows are not links: the match page is for signed-in users (spec section 2).
  const fixtures = main.locator('.match-row');
  await fixtures.first().waitFor();
  assert.equal(await fixtures.count(), matches.ReturnObject.length);
  assert.equal(await main.locator('a.match-row').count(), 0);
  for (const match of matches.ReturnObject) {
    assert.equal(match.State, 'finished');
    const link = main.locator(`.match-row[data-match-id="${match.Id}"]`);
    assert.equal(
      await link.locator('.match-row__score').innerText(),
      `${match.HomeScore} - ${match.AwayScore}`,
    );
    assert.equal(await link.locator('.match-row__status').innerText(), 'MS');
  }

  // The player list: 450 players, 50 a page, best first.
  await main.getByRole('link', { name: 'Futbolcu Bilgileri' }).click();
  await main.getByRole('heading', { level: 1, name: 'Futbolcu Bilgileri' }).waitFor();
  await main.getByText('Sayfa 1 / 9').waitFor();
  await main.getByRole('button', { name: 'Sonraki sayfa' }).click();
  await main.getByText('Sayfa 2 / 9').waitFor();
  await main.getByRole('button', { name: 'Önceki sayfa' }).click();
  await main.getByText('Sayfa 1 / 9').waitFor();
  const top = await engine<{ Id: number; FirstName: string; LastName: string }[]>(
    page,
    'Player/GetPlayersList',
    { SortingPaging: { PageNumber: 0, NumberRecords: 1 } },
  );
  const star = top.ReturnObject[0]!;
  await main.locator(`a[href="/bilgiler/futbolcu-bilgileri/${star.Id}"]`).click();

  // His page: the name, and that round's breakdown with the season's real points.
  await main
    .getByRole('heading', { level: 1, name: `${star.FirstName} ${star.LastName}` })
    .waitFor();
  const weekly = await engine<{ WeeklyLeagueInformationId: number; Points: number }[]>(
    page,
    'Player/GetWeeklyPlayerScore',
    { PlayerId: star.Id },
  );
  const backWeek = weekly.ReturnObject.find((w) => w.WeeklyLeagueInformationId === backRound.Id)!;
  await main.getByRole('button', { name: `Hafta ${back}: ${backWeek.Points} puan` }).click();
  const breakdown = main.getByRole('table', { name: `${back}. Hafta puan dökümü` });
  await breakdown.waitFor();
  const rows = await engine<{ Stat: string; Points: number }[]>(
    page,
    'Player/GetWeeklyPlayerScoreBreakdown',
    { PlayerId: star.Id, WeeklyLeagueInformationId: backRound.Id },
  );
  assert.ok(rows.ReturnObject.length > 0, 'the top player played in that round');
  assert.equal(
    rows.ReturnObject.reduce((sum, row) => sum + row.Points, 0),
    backWeek.Points,
  );
  assert.equal(await breakdown.locator('tbody tr').count(), rows.ReturnObject.length);
  assert.equal(await breakdown.locator('tfoot td').innerText(), String(backWeek.Points));
  const minutesRow = rows.ReturnObject.find((row) => row.Stat === 'minutes')!;
  assert.match(
    await breakdown.getByRole('row', { name: /Oynadığı süre/ }).innerText(),
    new RegExp(`\\+${minutesRow.Points}$`),
  );

  // His matches: that round's opens to the same rows.
  const summary = main.locator('.match-breakdown__title', { hasText: `${back}. Hafta ·` });
  await summary.click();
  const details = main.locator('details[open]');
  await details.locator('tfoot td').waitFor();
  assert.equal(await details.locator('tfoot td').innerText(), String(backWeek.Points));
  // The match page is for signed-in users (spec section 2): a visitor gets no link to it.
  assert.equal(await details.getByRole('link', { name: 'Maç detaylarını aç' }).count(), 0);

  // Nothing overflows the phone's width.
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
  assert.deepEqual(errors, []);
  await page.close();
});
