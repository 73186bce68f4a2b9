/**
 * The static pages in both languages (how to play, FAQ, user agreement) and help and rules
 * with the scoring table drawn from the server's rule set (loading, error, empty, rows).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { PlayerScoreRuleSet, ScoreRule } from '../../../store/api/engine';
import type { Language } from '../../../store/constants';
import {
  envelope,
  type ScriptedServer,
  scriptedServerForFile,
} from '../../../store/testing/scriptedServer';
import { RESOURCES, renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';

const server = scriptedServerForFile();
beforeEach(() => {
  setScreenWidth(1024);
  server.route('/auth/api/Captcha/GetChallenge', {
    body: envelope({
      Provider: 'local',
      ChallengeId: 'c1',
      Question: '7 + 5 kaç eder?',
      ExpiresAt: '2030-01-01T00:00:00Z',
    }),
  });
});

const LANGUAGES: Language[] = ['tr-TR', 'en-US'];
const pages = (language: Language) => RESOURCES[language].pages;
const open = (route: string, language: Language) =>
  renderWithProviders({ services: { apiBaseUrl: server.url }, route, language });

describe.each(LANGUAGES)('in %s', (language) => {
  it('/nasil-oynanir shows every step of how to play', async () => {
    const text = pages(language).howToPlay;
    open('/nasil-oynanir', language);
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByText(text.intro)).toBeInTheDocument();
    const steps = within(within(screen.getByRole('main')).getByRole('list')).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(
      text.steps.map((step) => step.title),
    );
    expect(steps[0]).toHaveTextContent(text.steps[0]!.text);
  });

  it('/sss lists every question, each answer opening under it', async () => {
    const text = pages(language).faq;
    const { user } = open('/sss', language);
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    const main = screen.getByRole('main');
    const questions = [...main.querySelectorAll('details')];
    expect(questions.map((q) => q.querySelector('summary')!.textContent)).toEqual(
      text.items.map((item) => item.q),
    );
    expect(questions[0]).not.toHaveAttribute('open');
    await user.click(screen.getByText(text.items[0]!.q));
    expect(questions[0]).toHaveAttribute('open');
    expect(within(questions[0]!).getByText(text.items[0]!.a)).toBeVisible();
  });

  it('/kullanici-sozlesmesi shows the agreement, its date and every section', async () => {
    const text = pages(language).agreement;
    open('/kullanici-sozlesmesi', language);
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByText(text.updated)).toBeInTheDocument();
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    for (const section of text.sections) {
      expect(titles).toContain(section.title);
      expect(screen.getByText(section.text)).toBeInTheDocument();
    }
  });
});

const rule = (overrides: Partial<ScoreRule> & Pick<ScoreRule, 'Stat' | 'Position'>): ScoreRule => ({
  Points: 0,
  Per: 1,
  MinMinutes: null,
  MaxMinutes: null,
  Rank: null,
  LabelKey: `rules.stat.${overrides.Stat}`,
  SortOrder: 0,
  ...overrides,
});

/** A small rule set, its rules out of order to show that SortOrder decides the rows. */
const RULE_SET = {
  Name: 'Süper Lig 2025-26',
  CaptainMultiplier: 2,
  TripleCaptainMultiplier: 3,
  Rules: [
    rule({ Stat: 'saves', Position: 'GK', Points: 1, Per: 3, SortOrder: 30 }),
    rule({ Stat: 'goal', Position: 'GK', Points: 10, SortOrder: 20 }),
    rule({ Stat: 'goal', Position: 'DEF', Points: 6, SortOrder: 20 }),
    rule({ Stat: 'goal', Position: 'MID', Points: 5, SortOrder: 20 }),
    rule({ Stat: 'goal', Position: 'FWD', Points: 4, SortOrder: 20 }),
    rule({ Stat: 'yellowCard', Position: 'FWD', Points: -1, SortOrder: 40 }),
    rule({ Stat: 'yellowCard', Position: 'GK', Points: -1, SortOrder: 40 }),
    rule({ Stat: 'yellowCard', Position: 'DEF', Points: -1, SortOrder: 40 }),
    rule({ Stat: 'yellowCard', Position: 'MID', Points: -1, SortOrder: 40 }),
  ],
} as unknown as PlayerScoreRuleSet;

function ruleSetsAre(answer: Parameters<ScriptedServer['route']>[1]) {
  server.route('/engine/api/PlayerScoreRuleSet/GetRuleSets', answer);
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/yardim-ve-kurallar', () => {
  it.each([
    [
      'tr-TR',
      ['Olay', 'Kaleci', 'Defans', 'Orta saha', 'Forvet'],
      ['Gol', 'Kurtarış', 'Sarı kart'],
      '+1 (her 3 için)',
      'Kaptanın puanı 2 katı, üçlü kaptan kullanılırsa 3 katı sayılır.',
    ],
    [
      'en-US',
      ['Event', 'Goalkeeper', 'Defender', 'Midfielder', 'Forward'],
      ['Goal', 'Saves', 'Yellow card'],
      '+1 (per 3)',
      "Your captain's points count 2 times, 3 times with the triple captain booster.",
    ],
  ] as const)(
    'in %s, draws the scoring table from the rule set, in its order',
    async (language, columns, rows, perThree, captain) => {
      ruleSetsAre({ body: envelope([RULE_SET], 1) });
      open('/yardim-ve-kurallar', language);
      const table = await screen.findByRole('table');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(columns);
      const body = within(table).getAllByRole('row').slice(1);
      expect(body.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(rows);
      expect(cells(body[0]!)).toEqual(['+10', '+6', '+5', '+4']);
      expect(cells(body[1]!)).toEqual([perThree, '–', '–', '–']);
      expect(cells(body[2]!)).toEqual(['-1', '-1', '-1', '-1']);
      expect(screen.getByText('Süper Lig 2025-26')).toBeInTheDocument();
      expect(screen.getByText(captain)).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 1, name: pages(language).help.title }),
      ).toBeInTheDocument();
      // The contact form is on the same page.
      expect(await screen.findByText('7 + 5 kaç eder?')).toBeInTheDocument();
    },
  );

  it('shows a spinner while the rule set loads', async () => {
    ruleSetsAre({ body: envelope([RULE_SET], 1), delayMs: 300 });
    open('/yardim-ve-kurallar', 'tr-TR');
    await screen.findByRole('heading', { level: 1, name: 'Yardım ve Kurallar' });
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('status').length).toBeGreaterThan(0);
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says when no rule set is published yet', async () => {
    ruleSetsAre({ body: envelope([], 0) });
    open('/yardim-ve-kurallar', 'en-US');
    expect(await screen.findByText('The scoring table is not published yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's failure with a retry that draws the table", async () => {
    ruleSetsAre({
      status: 500,
      body: {
        Result: { ResultCode: -1, ResultMessage: 'Ops.. something went wrong..' },
        ReturnObject: null,
        TotalCount: 0,
      },
    });
    const { user } = open('/yardim-ve-kurallar', 'tr-TR');
    expect(await screen.findByText('Ops.. something went wrong..')).toBeInTheDocument();
    ruleSetsAre({ body: envelope([RULE_SET], 1) });
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    await waitFor(() => expect(screen.getByRole('table')).toBeInTheDocument());
  });
});
