/**
 * Notifications in Chromium against the real server and its demo season: the demo player
 * has read everything; the admin's clock plays and scores the round in progress; the
 * header's bell then shows the unread count (read again when the page comes back into
 * view), the popover lists "Round N is scored" in the server's words, opening it shows the
 * Pro league and the count drops. On a phone the popover fits the screen.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { endOfWeekClosed, serverAndBrowser } from './harness';
import { apiSession, printedCredentials } from './api';

const live = serverAndBrowser();

interface NotificationRow {
  Id: number;
  Kind: string;
  Title: string;
  Text: string;
  Link: string;
  IsRead: boolean;
}
interface NotificationPage {
  Notifications: NotificationRow[];
  UnreadCount: number;
}

async function signIn(page: Page) {
  const { user, password } = await printedCredentials(live.server, 'demo');
  await page.goto(live.server.url + '/login');
  await page.getByLabel('Kullanıcı adı veya e-posta').fill(user);
  await page.getByLabel('Şifre').fill(password);
  const summaryClosed = endOfWeekClosed(page);
  await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
  await page.getByText(`Hoş geldin, ${user}!`).waitFor();
  await summaryClosed;
}

/** The header's bell, by its name: "Bildirimler" or "Bildirimler, N okunmamış". */
const bell = (page: Page, unread: number) =>
  page.getByRole('banner').getByRole('button', {
    name: unread > 0 ? `Bildirimler, ${unread} okunmamış` : 'Bildirimler',
    exact: true,
  });

test('after the clock scores a round, the demo player is told his points and rank; opening it shows the Pro league', async () => {
  const [demo, admin] = await Promise.all([
    apiSession(live.server, 'demo'),
    apiSession(live.server, 'admin'),
  ]);
  // Everything so far (the rounds the first start scored) is read.
  const cleared = await demo<{ UnreadCount: number }>('/auth/api/Notification/MarkRead', {});
  assert.equal(cleared.ReturnObject.UnreadCount, 0);

  const page = await live.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await signIn(page);
  await bell(page, 0).waitFor();

  // The admin plays the first round not yet scored and scores it.
  const rounds = await admin<{ Id: number; Number: number; State: string }[]>(
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
  const round = rounds.ReturnObject.find((r) => r.State !== 'scored');
  assert.ok(round, 'a round is left to score');
  let state = round.State;
  for (let day = 0; day < 14 && state !== 'scored'; day++) {
    await admin('/engine/api/Admin/SetClock', { AdvanceSeconds: 86_400 });
    await admin('/engine/api/Admin/RunRoundJob', {
      WeeklyLeagueInformationId: round.Id,
      Job: 'finish',
    });
    const scored = await admin<{ Round: { State: string } }>('/engine/api/Admin/RunRoundJob', {
      WeeklyLeagueInformationId: round.Id,
      Job: 'score',
    });
    if (scored.Result.ResultCode === 0) state = scored.ReturnObject.Round.State;
  }
  assert.equal(state, 'scored');

  // What the server says the demo player has now (the clock's days may add deadline reminders).
  const mine = await demo<NotificationPage>('/auth/api/Notification/GetList', {});
  const scored = mine.ReturnObject.Notifications.find(
    (n) => n.Kind === 'roundScored' && n.Title === `${round.Number}. Hafta puanlandı`,
  );
  assert.ok(scored, JSON.stringify(mine.ReturnObject));
  assert.match(scored.Text, /^Bu hafta -?\d+ puan aldın; sıralaman \d+\.$/);
  const unread = mine.ReturnObject.UnreadCount;
  assert.ok(unread >= 1);

  // The page comes back into view (the player returns to the tab): the bell reads the list.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await bell(page, unread).waitFor();
  assert.equal(
    await bell(page, unread).locator('.notifications__badge').innerText(),
    String(unread),
  );

  await bell(page, unread).click();
  const panel = page.getByRole('dialog', { name: 'Bildirimler' });
  const item = panel.getByRole('link', { name: new RegExp(`${round.Number}\\. Hafta puanlandı`) });
  await item.waitFor();
  assert.match(await item.innerText(), new RegExp(scored.Text.replace(/[.;]/g, '\\$&')));
  assert.equal(await panel.getByText('Bildiriminiz yok.').count(), 0);

  await item.click();
  await page.waitForURL((url) => url.pathname === '/lig/pro-ligi');
  await bell(page, unread - 1).waitFor();
  const after = await demo<NotificationPage>('/auth/api/Notification/GetList', {});
  assert.equal(after.ReturnObject.UnreadCount, unread - 1);
  assert.equal(after.ReturnObject.Notifications.find((n) => n.Id === scored.Id)?.IsRead, true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a phone the popover, in the menu, fits the screen and marks all read', async () => {
  const page = await live.browser.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(page);
  await page.getByRole('button', { name: /^Menü:/ }).click();
  const menuBell = page.locator('#mobile-menu').getByRole('button', { name: /^Bildirimler/ });
  await menuBell.click();
  const panel = page.getByRole('dialog', { name: 'Bildirimler' });
  // The popover may be drawn again between being seen and being measured (its list's
  // answer arriving): measured once it is there again.
  let box = null;
  while (!box) {
    await panel.waitFor();
    box = await panel.boundingBox();
  }
  assert.ok(box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box));
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390));
  const all = panel.getByRole('button', { name: 'Tümünü okundu say' });
  if ((await all.count()) > 0) {
    await all.click();
    await all.waitFor({ state: 'detached' });
  }
  await page
    .locator('#mobile-menu')
    .getByRole('button', { name: 'Bildirimler', exact: true })
    .waitFor();
  await page.close();
});
