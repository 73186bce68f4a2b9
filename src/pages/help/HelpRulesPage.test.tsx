/** The help page: the scoring table and the "Download debug log" button. */
import { screen, waitFor } from '@testing-library/react';
import { createRecorder } from '../../../store/eventlog/recorder';
import { actionsOf, manualClock } from '../../../store/eventlog/testing';
import type { LiftedLog } from '../../../store/eventlog/liftedLog';
import { makeStore } from '../../../store/makeStore';
import {
  envelope,
  startScriptedServer,
  type ScriptedServer,
} from '../../../store/testing/scriptedServer';
import { testServices } from '../../../store/testing/testServices';
import { catchDownloads, replaySaved } from '../../components/debugLog/testing';
import { renderWithProviders } from '../../testing/renderWithProviders';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
  server.answer({ body: envelope(null) });
  server.route('/engine/api/PlayerScoreRuleSet/GetRuleSets', {
    body: envelope([
      {
        Id: 1,
        Name: 'Standart puanlama',
        Rules: [
          {
            Stat: 'goal',
            Position: 'FWD',
            Points: 4,
            Per: 1,
            MinMinutes: null,
            MaxMinutes: null,
            Rank: null,
            LabelKey: 'help.stat',
            SortOrder: 1,
          },
        ],
      },
    ]),
  });
});
afterAll(() => server.close());

it.each([
  ['tr-TR', 'Yardım ve Kurallar', 'Hata ayıklama kaydını indir'],
  ['en-US', 'Help and rules', 'Download debug log'],
] as const)(
  'in %s, saves the debug log of the visit, which replays',
  async (language, title, name) => {
    const downloads = catchDownloads();
    const services = testServices({ apiBaseUrl: server.url });
    const store = makeStore({
      services,
      recorder: createRecorder({ clock: manualClock(), checkpointEvery: 4 }),
    });
    const { user } = renderWithProviders({
      store,
      language,
      services: { apiBaseUrl: server.url },
      route: '/yardim-ve-kurallar',
    });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(
      await screen.findByText('Standart puanlama', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    const file = await downloads.saved();
    const actions = actionsOf(JSON.parse(file.text) as LiftedLog) as unknown as {
      type: string;
      payload?: { location?: { pathname?: string } };
    }[];
    expect(actions.map((a) => a.payload?.location?.pathname)).toContain('/yardim-ve-kurallar');
    expect(actions.map((a) => a.type)).toContain('engineApi/executeQuery/fulfilled');
    expect(replaySaved(file)).toMatchObject({ ok: true, replayed: actions.length });
    downloads.restore();
  },
);
