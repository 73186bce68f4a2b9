/** A visitor opens the game: the built client loads and talks to the real server. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;

before(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('the home page renders in the dark theme and the API answers from the page', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.url + '/');
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
  const page = await browser.newPage();
  const response = await page.goto(server.url + '/mac-detayları');
  assert.equal(response?.status(), 200);
  await page.getByRole('heading', { name: 'Kadro' }).waitFor();
  await page.close();
});
