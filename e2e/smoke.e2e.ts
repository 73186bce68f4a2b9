/** A visitor opens the game: the built client loads and talks to the real server. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { serverAndBrowser } from './harness';

const live = serverAndBrowser();

test('the home page renders in the dark theme and the API answers from the page', async () => {
  const page = await live.browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(live.server.url + '/');
  await page.getByRole('heading', { name: 'Kadro' }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.className), 'dark');
  const info = await page.evaluate(async () => {
    const response = await fetch('/auth/api/System/GetInfo', {
      headers: { 'Content-Type': 'application/json' },
    });
    return response.json();
  });
  assert.equal(info.Result.ResultCode, 0);
  assert.equal(info.ReturnObject.Database, 'pglite');
  assert.deepEqual(errors, []);
  await page.close();
});

test('any page route serves the client (the client router owns it)', async () => {
  const page = await live.browser.newPage();
  const response = await page.goto(live.server.url + '/mac-detayları');
  assert.equal(response?.status(), 200);
  await page.getByRole('heading', { name: 'Kadro' }).waitFor();
  await page.close();
});
