/** The render-error page offers the debug log of the session that broke. */
import { screen, waitFor } from '@testing-library/react';
import { createRecorder } from '../../store/eventlog/recorder';
import { actionsOf, manualClock } from '../../store/eventlog/testing';
import type { LiftedLog } from '../../store/eventlog/liftedLog';
import { makeStore } from '../../store/makeStore';
import { testServices } from '../../store/testing/testServices';
import { renderWithProviders } from '../testing/renderWithProviders';
import { catchDownloads, replaySaved } from './debugLog/testing';
import { ErrorBoundary, RENDER_ERROR_TEXT } from './ErrorBoundary';

function Broken(): never {
  throw new Error('kaput');
}

it.each([
  ['tr-TR', 'Hata ayıklama kaydını indir'],
  ['en-US', 'Download debug log'],
] as const)(
  'in %s, shows the fixed message and saves the debug log, which replays',
  async (language, name) => {
    const downloads = catchDownloads();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore({
      services: testServices(),
      sagas: false,
      recorder: createRecorder({ clock: manualClock(), checkpointEvery: 2 }),
    });
    const { user } = renderWithProviders({
      store,
      language,
      ui: (
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      ),
    });
    expect(await screen.findByRole('heading', { name: RENDER_ERROR_TEXT })).toBeInTheDocument();
    // The button loads with the error page.
    await user.click(await screen.findByRole('button', { name }));
    await waitFor(() => expect(downloads.count()).toBe(1));
    const file = await downloads.saved();
    expect(file.name).toMatch(/^kadro-debug-log-.+\.json$/);
    const actions = actionsOf(JSON.parse(file.text) as LiftedLog);
    expect(actions.map((a) => a.type)).toContain('language/languageRestored');
    // The error and where it happened are in the log, not only on the console.
    const caught = actions.find((a) => a.type === 'ui/renderErrorCaught') as unknown as {
      payload: { message: string; componentStack: string };
    };
    expect(caught.payload.message).toBe('kaput');
    expect(caught.payload.componentStack).toMatch(/Broken[\s\S]*ErrorBoundary/);
    expect(replaySaved(file)).toMatchObject({ ok: true, replayed: actions.length });
    errors.mockRestore();
    downloads.restore();
  },
);
