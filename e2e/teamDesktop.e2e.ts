/**
 * The demo user plays a round on a 1280x800 desktop in English, with the demo clock
 * (Admin/SetClock over HTTP, as the client calls it), against the real server and its demo
 * season: his team, carried over while prices rose, opens in the builder with the whole
 * pitch above the fold and the round said once, laid out without overflow or overprinted
 * pool rows (e2e/layout.ts), and saves without edits, my teams then shown from the top; an
 * unsaved change survives a reload and can be thrown away, and clearing the squad asks
 * first; once the round plays, the team's live points move on without a reload; once it is
 * scored, every point of the team is explained by its players' breakdowns.
 * (The phone in Turkish is e2e/team.e2e.ts.)
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import {
  endOfWeekClosed,
  launchBrowser,
  LIVE_POLL_MS,
  pageWithClock,
  startServer,
  type RunningServer,
} from './harness';
import { apiSession, printedCredentials } from './api';
import { builderLayoutProblems, explainsEveryPoint, pitchBottom } from './teamPages';

const VIEWPORT = { width: 1280, height: 800 };

let server: RunningServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

before(async () => {
  // Sessions outlive the days the clock moves on.
  [server, browser] = await Promise.all([
    startServer({ SESSION_TTL_HOURS: '2000' }),
    launchBrowser(),
  ]);
  const context = await browser.newContext({ viewport: VIEWPORT });
  // English from the first page (the language the app keeps, spec section 3).
  await context.addInitScript(() => {
    if (!localStorage.getItem('i18nextLng')) localStorage.setItem('i18nextLng', 'en-US');
  });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(String(e)));
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

interface Round {
  Id: number;
  FirstKickoff: string;
  Deadline: string;
  IsCurrent: boolean;
}
interface Team {
  Id: number;
  IsCarriedOver: boolean;
  Budget: number;
  Cost: number;
  BudgetCost: number;
  CaptainPlayerId: number;
  Points: number | null;
  UpdatedAt: string;
}

let demo: Awaited<ReturnType<typeof apiSession>>;
let admin: Awaited<ReturnType<typeof apiSession>>;
let round: Round;
let team: Team;

const myTeam = async (): Promise<Team> =>
  (
    await demo<{ UserTeam: Team }>(
      `/engine/api/UserTeam/GetUserTeamDetailList?userTeamId=${team.Id}`,
    )
  ).ReturnObject.UserTeam;

/** The aria-label of the captain's token ("Name, 7.5M, C: Captain, …"). */
const captainLabel = () =>
  page
    .locator('.pitch .token')
    .evaluateAll(
      (tokens) =>
        tokens
          .map((t) => t.getAttribute('aria-label') ?? '')
          .find((label) => /, C: Captain(,|$)/.test(label)) ?? '',
    );

const playerCount = (count: number) =>
  page.waitForFunction(
    (text) => document.querySelector('[data-testid="team-player-count"]')?.textContent === text,
    `${count}/15`,
  );

test('signs in and finds his carried-over team in the builder, the pitch above the fold', async (t) => {
  [demo, admin] = await Promise.all([apiSession(server, 'demo'), apiSession(server, 'admin')]);
  const rounds = await demo<Round[]>(
    '/engine/api/WeeklyLeagueInformation/GetWeeklyLeagueInformationList',
    {
      CompetitionCode: 'TR_SL',
      SportsCode: 'FTBL',
      SortingPaging: { PageNumber: 0, NumberRecords: 100 },
    },
  );
  round = rounds.ReturnObject.find((r) => r.IsCurrent)!;
  const teams = await demo<Team[]>(
    `/engine/api/UserTeam/GetUserTeamList?competitionCode=TR_SL&weeklyLeagueInformationId=${round.Id}`,
  );
  team = teams.ReturnObject[0]!;
  // Prices moved at every deadline since the team was picked: over the budget at today's
  // prices, within it at the prices its players were picked at (GAME_RULES).
  assert.equal(team.IsCarriedOver, true);
  assert.ok(team.Cost > team.Budget, `value ${team.Cost} over ${team.Budget}`);
  assert.ok(team.BudgetCost <= team.Budget, `budget cost ${team.BudgetCost}`);

  // He plays in English: his profile's language, which the app takes on at sign-in.
  const culture = await demo('/auth/api/User/UpdateCultureInfo', { LanguageCode: 'en-US' });
  assert.equal(culture.Result.ResultCode, 0, culture.Result.ResultMessage);
  const { user, password } = await printedCredentials(server, 'demo');
  await page.goto(server.url + '/login');
  await page.getByLabel('User name or e-mail').fill(user);
  await page.getByLabel('Password').fill(password);
  const summaryClosed = endOfWeekClosed(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForFunction(() => localStorage.getItem('jwt_token') !== null);
  await summaryClosed;

  await page.goto(server.url + `/takim/${team.Id}`);
  await page.getByTestId('team-save').waitFor();
  await playerCount(15);
  await page.getByText('Your team is ready to save.').waitFor();
  // The whole pitch, bench included, is on the first screen.
  const bottom = await pitchBottom(page);
  assert.ok(bottom <= VIEWPORT.height, `the pitch ends at ${bottom}px of ${VIEWPORT.height}`);
  t.diagnostic(`the pitch and bench end at ${Math.round(bottom)} px of ${VIEWPORT.height}`);
  // The round and its countdown are said once, in the budget bar.
  const title = (await page.locator('.builder__round').innerText()).split(' · ')[0]!;
  const mainText = await page.getByRole('main').innerText();
  assert.equal(mainText.split(title).length - 1, 1, `"${title}" once in:\n${mainText}`);
  assert.deepEqual(await builderLayoutProblems(page), []);
});

test('the carried-over team saves without edits, and my teams show from the top', async () => {
  await page.getByTestId('team-save').click();
  await page.waitForURL((url) => url.pathname === '/takim/takimim');
  await page.getByText('Your team was saved.').first().waitFor();
  await page.waitForFunction(() => window.scrollY === 0);
  const saved = await myTeam();
  assert.equal(saved.IsCarriedOver, false);
  assert.equal(saved.CaptainPlayerId, team.CaptainPlayerId);
  team = saved;
});

test('an unsaved change survives a reload until thrown away; clearing asks first', async () => {
  await page.goto(server.url + `/takim/${team.Id}`);
  await playerCount(15);
  const captainBefore = await captainLabel();
  // A midfielder without the armband becomes captain; nothing saved.
  const labels = await page
    .locator('.pitch__row--mid .token')
    .evaluateAll((tokens) => tokens.map((t) => t.getAttribute('aria-label') ?? ''));
  const index = labels.findIndex((label) => !/: (Captain|Vice-captain)(,|$)/.test(label));
  await page.locator('.pitch__row--mid .token').nth(index).click();
  await page.getByRole('button', { name: 'Make captain', exact: true }).click();
  const captainAfter = await captainLabel();
  assert.equal(captainAfter.split(',')[0], labels[index]!.split(',')[0]);

  await page.reload();
  await playerCount(15);
  await page.getByText('Your unsaved changes were brought back.').waitFor();
  assert.equal((await captainLabel()).split(',')[0], captainAfter.split(',')[0]);

  // Clearing asks first; "Cancel" keeps the squad.
  await page.getByRole('button', { name: 'Clear squad' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Clear squad' });
  await confirm.getByText('Remove all 15 players from the squad?', { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  await playerCount(15);

  // Thrown away: the team as saved, and a reload keeps it so.
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await page.waitForFunction(
    (label) =>
      [...document.querySelectorAll('.pitch .token')].some(
        (t) => t.getAttribute('aria-label') === label,
      ),
    captainBefore,
  );
  await page.reload();
  await playerCount(15);
  assert.equal(await captainLabel(), captainBefore);
  assert.equal(await page.getByText('Your unsaved changes were brought back.').count(), 0);
  assert.equal((await myTeam()).UpdatedAt, team.UpdatedAt, 'nothing was saved');
});

/** Moves the game clock on by `seconds` (the admin's SetClock). */
async function moveClock(seconds: number) {
  const moved = await admin('/engine/api/Admin/SetClock', { AdvanceSeconds: seconds });
  assert.equal(moved.Result.ResultCode, 0, moved.Result.ResultMessage);
}

test("while the round plays, the team's live points move on without a reload", async () => {
  // The clock moves to the round's first kickoff and on: the round goes live.
  const clock = await admin<{ Now: string }>('/engine/api/Admin/GetClock');
  await moveClock(
    Math.ceil((Date.parse(round.FirstKickoff) - Date.parse(clock.ReturnObject.Now)) / 1000) +
      45 * 60,
  );
  // The page's own minute passes on a clock the test moves.
  const live = await pageWithClock(page);
  live.on('pageerror', (e) => pageErrors.push(String(e)));
  try {
    await live.goto(server.url + `/takim/${team.Id}`);
    await live.getByTestId('team-points').waitFor();
    await live
      .getByTestId('points-state')
      .getByText('Live: provisional points, refreshed every minute while matches play.')
      .waitFor();
    // Players yet to play show their fixture, the others their points so far.
    const shown = () =>
      live.evaluate(() =>
        [...document.querySelectorAll('.pitch-wrap .token')]
          .map((t) => t.getAttribute('aria-label'))
          .join('\n'),
      );
    const before = await shown();
    // Three days on, the round's matches are played: within its minute the page asks again
    // and its players show their points, without a reload.
    const loads: string[] = [];
    live.on('load', () => loads.push(live.url()));
    await moveClock(3 * 86_400);
    await live.clock.fastForward(LIVE_POLL_MS);
    await live.waitForFunction(
      (earlier) =>
        [...document.querySelectorAll('.pitch-wrap .token')]
          .map((t) => t.getAttribute('aria-label'))
          .join('\n') !== earlier,
      before,
    );
    const after = await shown();
    assert.notEqual(after, before);
    assert.deepEqual(loads, []);
  } finally {
    await live.context().close();
  }
});

test('once the round is scored, every point of the team is explained', async () => {
  for (let day = 0; day < 6; day++) {
    await moveClock(86_400);
    const finish = await admin('/engine/api/Admin/RunRoundJob', {
      WeeklyLeagueInformationId: round.Id,
      Job: 'finish',
    });
    if (finish.Result.ResultCode === 0) break;
  }
  const score = await admin('/engine/api/Admin/RunRoundJob', {
    WeeklyLeagueInformationId: round.Id,
    Job: 'score',
  });
  assert.equal(score.Result.ResultCode, 0, score.Result.ResultMessage);
  const scored = await myTeam();
  assert.notEqual(scored.Points, null);

  // The newly scored round is a contest he has not seen: its summary opens over the page.
  const summaryClosed = endOfWeekClosed(page);
  await page.goto(server.url + `/takim/${team.Id}`);
  await summaryClosed;
  await page.getByTestId('points-state').getByText('Final points.').waitFor();
  assert.equal(await explainsEveryPoint(page), scored.Points);
  assert.deepEqual(pageErrors, []);
});
