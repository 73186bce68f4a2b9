/**
 * A visitor's first visit in Chromium against the real server: home → register → open the
 * e-mailed verification link (the file outbox prints it) → sign in → switch the profile
 * to English → sign out.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { endOfWeekClosed, serverAndBrowser } from './harness';

const live = serverAndBrowser();

/** Answers the local captcha ("7 + 5 kaç eder?") shown on the page. */
async function answerCaptcha(page: Page) {
  const question = await page.locator('.captcha__question').innerText();
  const [a, b] = question.match(/\d+/g)!.map(Number);
  await page.getByLabel(/Güvenlik sorusu/).fill(String(a! + b!));
}

/** The verification link printed for this address (the outbox's console lines). */
async function verificationLink(email: string): Promise<URL> {
  const address = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The note's first line names the address; each link follows on its own line.
  const [, link] = await live.server.waitForOutput(
    new RegExp(`Mail to ${address}:.*\\n(?:  .*\\n)*?  (\\S*/validate-user\\?\\S+)\\n`),
  );
  return new URL(link!);
}

test('register, verify the e-mail, sign in, switch to English, sign out', async () => {
  const page = await live.browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));

  await page.goto(live.server.url + '/');
  await page.getByRole('heading', { name: 'Kadro', level: 1 }).waitFor();
  await page.waitForFunction(() => document.documentElement.className === 'dark');

  await page.getByRole('banner').getByRole('link', { name: 'Kayıt Ol' }).click();
  await page.getByRole('heading', { name: 'Kayıt Ol', level: 1 }).waitFor();
  await page.getByLabel('Kullanıcı adı').fill('yeni_oyuncu');
  await page.getByLabel('E-posta').fill('yeni.oyuncu@example.com');
  await page.getByLabel('Şifre').fill('ilk-şifrem-1');
  const clubs = page.getByLabel('Favori takım');
  await page.waitForFunction(() => document.querySelectorAll('select option').length > 1);
  await clubs.selectOption({ index: 1 });
  await page.getByRole('checkbox').check();
  await answerCaptcha(page);
  await page.getByRole('button', { name: 'Kayıt Ol' }).click();
  await page.getByRole('heading', { name: 'Hesabın oluşturuldu' }).waitFor();

  const link = await verificationLink('yeni.oyuncu@example.com');
  assert.equal(link.pathname, '/validate-user');
  await page.goto(live.server.url + link.pathname + link.search);
  await page.getByText('E-posta adresiniz doğrulandı.').waitFor();

  await page.getByRole('main').getByRole('link', { name: 'Giriş Yap' }).click();
  await page.getByLabel('Kullanıcı adı veya e-posta').fill('yeni_oyuncu');
  await page.getByLabel('Şifre').fill('ilk-şifrem-1');
  // The demo season has scored rounds: the end-of-week summary opens over the page.
  const summaryClosed = endOfWeekClosed(page);
  await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
  await summaryClosed;
  // Signed in: the header's account menu (the home page's own content is another journey's).
  await page.getByRole('banner').getByRole('button', { name: 'Hesap menüsü' }).waitFor();
  await page.waitForURL((url) => url.pathname === '/');
  // redux-persist writes a moment after the state changes.
  await page.waitForFunction(() => localStorage.getItem('jwt_token'));

  await page.getByRole('banner').getByRole('button', { name: 'Hesap menüsü' }).click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await page.getByRole('heading', { name: 'Profil', level: 1 }).waitFor();
  await page.getByRole('main').getByText('yeni.oyuncu@example.com').waitFor();
  // The UI switches at once; the server's copy is saved by the answer awaited here.
  const savedOnServer = page.waitForResponse(
    (r) => r.url().endsWith('/auth/api/User/UpdateCultureInfo') && r.ok(),
  );
  await page.getByRole('combobox', { name: 'Dil' }).selectOption('en-US');
  await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
  await savedOnServer;
  assert.equal(await page.evaluate(() => localStorage.getItem('i18nextLng')), 'en-US');
  const saved = await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('jwt_token')!).Token;
    const response = await fetch('/auth/api/User/GetUser', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await response.json()).ReturnObject.LanguageCode;
  });
  assert.equal(saved, 'en-US');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Giriş Yap' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/');
  await page.waitForFunction(() => localStorage.getItem('jwt_token') === null);
  assert.deepEqual(errors, []);
  await page.close();
});
