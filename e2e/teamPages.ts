/**
 * What the team journeys check on the team pages, in either language and at either width:
 * the builder's layout (e2e/layout.ts: no sideways scrolling, pool rows whose figures
 * never print over the name or club and whose names are whole, pitch labels that keep their
 * accents, the tapped player's actions inside the viewport) and a scored team whose every
 * point is explained by its players' breakdowns.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  clippedGlyphs,
  cutText,
  horizontalOverflow,
  outsideViewport,
  overlappingText,
} from './layout';
import { nextFrame } from './harness';

/** The phone's tab of the builder ("Kadro 15/15", "Oyuncular"), when the page has tabs. */
async function showTab(page: Page, which: 'squad' | 'pool') {
  const tabs = page.getByRole('tab');
  if ((await tabs.count()) === 0) return;
  const tab = tabs.nth(which === 'squad' ? 0 : 1);
  await tab.click();
  await page.waitForFunction(
    (index) => document.querySelectorAll('[role="tab"]')[index]?.ariaSelected === 'true',
    which === 'squad' ? 0 : 1,
  );
  await nextFrame(page);
}

/**
 * The builder's layout problems as sentences (none when it holds): the page, the pool's
 * rows (its tab on a phone), the pitch's labels, and the actions of a tapped player.
 */
export async function builderLayoutProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await showTab(page, 'squad');
  problems.push(...(await horizontalOverflow(page)));
  problems.push(...(await clippedGlyphs(page, '.pitch-wrap .token__name')));

  await showTab(page, 'pool');
  await page.locator('.pool__row').first().waitFor();
  problems.push(...(await horizontalOverflow(page)));
  problems.push(...(await overlappingText(page, '.pool__row')));
  problems.push(...(await cutText(page, '.pool__name, .pool__club, .pool__stats')));

  // The actions of a player tapped low on the pitch: the bench's last, scrolled into view.
  await showTab(page, 'squad');
  const token = page.locator('.pitch__bench .token').last();
  await token.click();
  await page.locator('.player-actions').waitFor();
  await nextFrame(page);
  problems.push(...(await outsideViewport(page, '.player-actions')));
  await page.keyboard.press('Escape');
  await page.locator('.player-actions').waitFor({ state: 'detached' });
  return problems;
}

/** Where the pitch (its XI and the bench) ends, from the top of the page as loaded. */
export async function pitchBottom(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  return page.evaluate(() => document.querySelector('.pitch-wrap')!.getBoundingClientRect().bottom);
}

/** A number as the page writes it ("1,234", "42 puan", "12 pts"). */
const numberIn = (text: string) => Number(/-?\d+/.exec(text.replace(/[.,](?=\d{3})/g, ''))![0]);

/**
 * A scored team explains every point: each player on the pitch and the bench opens his
 * breakdown, whose total is his points; what he gave the team is his points times the
 * multiplier shown; and those figures add up to the team's points. Answers the team's points.
 */
export async function explainsEveryPoint(page: Page): Promise<number> {
  const total = numberIn(await page.getByTestId('team-points').innerText());
  const tokens = page.locator('.pitch-wrap button.token');
  const count = await tokens.count();
  assert.equal(count, 15, 'fifteen players to explain');
  let sum = 0;
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    await tokens.nth(i).click();
    const dialog = page.getByTestId('player-breakdown');
    await dialog.waitFor();
    await page.waitForFunction(
      () =>
        !document.querySelector('[data-testid="player-breakdown"] .spinner') &&
        Boolean(
          document.querySelector(
            '[data-testid="player-breakdown"] tfoot, [data-testid="player-breakdown"] .state--empty',
          ),
        ),
    );
    const breakdown = (await dialog.locator('tfoot').count())
      ? numberIn(await dialog.locator('tfoot td').innerText())
      : 0;
    const share = await dialog.getByTestId('team-share').locator('dd').allInnerTexts();
    const his = numberIn(share[0]!);
    const multiplier = numberIn(share[1]!.replace('×', ''));
    const [a, m, forTeam] = /(-?\d+) × (\d+) = (-?\d+)/.exec(share[2]!)!.slice(1).map(Number);
    const name = await tokens.nth(i).getAttribute('aria-label');
    assert.equal(breakdown, his, `${name}: his breakdown adds up to his points`);
    assert.deepEqual([a, m, forTeam], [his, multiplier, his * multiplier], `${name}: ${share[2]}`);
    sum += forTeam!;
    lines.push(`${name}: ${share[2]}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }
  assert.equal(sum, total, `the players' shares add up to the team's points:\n${lines.join('\n')}`);
  return total;
}
