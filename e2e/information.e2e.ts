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

  // Fixtures open on the current round (7, open); two steps back is round 5, scored.
  await page.goto(live.server.url + '/bilgiler/fiksture-ve-sonuclar');
  await main.getByRole('heading', { level: 1, name: 'Fikstür ve Sonuçlar' }).waitFor();
  const picker = main.getByRole('combobox', { name: 'Hafta' });
  await main.getByText('Takımlar açık').waitFor();
  assert.equal(await picker.locator('option:checked').innerText(), '7. Hafta');
  await main.getByRole('button', { name: 'Önceki hafta' }).click();
  await main.getByRole('button', { name: 'Önceki hafta' }).click();
  await main.getByText('Puanlandı').waitFor();
  assert.equal(await picker.locator('option:checked').innerText(), '5. Hafta');
  assert.equal(new URL(page.url()).search, '?hafta=5');

  const rounds = await engine<{ Id: number; Number: number }[]>(
    page,
    'WeeklyLeagueInformation/GetWeeklyLeagueInformationList',
    { SortingPaging: { PageNumber: 0, NumberRecords: 100 } },
  );
  const round5 = rounds.ReturnObject.find((r) => r.Number === 5)!;
  const matches = await engine<
    { Id: number; HomeScore: number; AwayScore: number; State: string }[]
  >(page, 'MatchesOfTheWeek/GetMatchesOfTheWeekList', { WeeklyLeagueInformationId: round5.Id });
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

  // His page: the name, and round 5's breakdown with the season's real points.
  await main
    .getByRole('heading', { level: 1, name: `${star.FirstName} ${star.LastName}` })
    .waitFor();
  const weekly = await engine<{ WeeklyLeagueInformationId: number; Points: number }[]>(
    page,
    'Player/GetWeeklyPlayerScore',
    { PlayerId: star.Id },
  );
  const week5 = weekly.ReturnObject.find((w) => w.WeeklyLeagueInformationId === round5.Id)!;
  await main.getByRole('button', { name: `Hafta 5: ${week5.Points} puan` }).click();
  const breakdown = main.getByRole('table', { name: '5. Hafta puan dökümü' });
  await breakdown.waitFor();
  const rows = await engine<{ Stat: string; Points: number }[]>(
    page,
    'Player/GetWeeklyPlayerScoreBreakdown',
    { PlayerId: star.Id, WeeklyLeagueInformationId: round5.Id },
  );
  assert.ok(rows.ReturnObject.length > 0, 'the top player played in round 5');
  assert.equal(
    rows.ReturnObject.reduce((sum, row) => sum + row.Points, 0),
    week5.Points,
  );
  assert.equal(await breakdown.locator('tbody tr').count(), rows.ReturnObject.length);
  assert.equal(await breakdown.locator('tfoot td').innerText(), String(week5.Points));
  const minutesRow = rows.ReturnObject.find((row) => row.Stat === 'minutes')!;
  assert.match(
    await breakdown.getByRole('row', { name: /Oynadığı süre/ }).innerText(),
    new RegExp(`\\+${minutesRow.Points}$`),
  );

  // His matches: round 5's opens to the same rows.
  const summary = main.locator('.match-breakdown__title', { hasText: '5. Hafta ·' });
  await summary.click();
  const details = main.locator('details[open]');
  await details.locator('tfoot td').waitFor();
  assert.equal(await details.locator('tfoot td').innerText(), String(week5.Points));
  // The match page is for signed-in users (spec section 2): a visitor gets no link to it.
  assert.equal(await details.getByRole('link', { name: 'Maç detaylarını aç' }).count(), 0);

  // Nothing overflows the phone's width.
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
  assert.deepEqual(errors, []);
  await page.close();
});
