/**
 * The recorder in the app as the browser runs it: the real routes, sagas and RTK Query
 * against a scripted server. Every action the app dispatches in a session must belong to
 * the vocabulary the log hashes (or replay would accept a log from a build that differs),
 * and the session's log must replay with every checkpoint matching and no secret in it.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { TEST_USER, renderWithProviders, setScreenWidth } from '../../testing/renderWithProviders';
import { makeStore } from '../../../store/makeStore';
import { testServices } from '../../../store/testing/testServices';
import { createRecorder } from '../../../store/eventlog/recorder';
import {
  envelope,
  startScriptedServer,
  type ScriptedServer,
} from '../../../store/testing/scriptedServer';
import { JWT, manualClock } from '../../../store/eventlog/testing';

const PASSWORD = 'Gizli-Parola-2026';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

// This file's module registry loads RTK Query only when the app does (no top-level import
// of an API module here), as on a visitor's first page: the API slices join the store when
// the login page loads them, and the vocabulary is read at the end.
it('records a real session in the registered vocabulary, and its log replays', async () => {
  setScreenWidth(1024); // the desktop header, with its theme and language buttons
  server.answer({ body: envelope(null) });
  server.route('/auth/api/Auth/Login', {
    body: envelope({ Token: JWT, ExpiresDate: '2030-01-01T00:00:00Z' }),
  });
  server.route('/auth/api/User/GetUser', { body: envelope(TEST_USER) });
  server.route('/w/api/Wallet/GetWallets', { body: envelope([]) });
  server.route('/engine/api/PlayerScoreRuleSet/GetRuleSets', {
    body: envelope([
      {
        Id: 1,
        Name: 'Standart',
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
  const clock = manualClock();
  const services = testServices({ apiBaseUrl: server.url });
  // Checkpoints every few actions, so the short session has several to match.
  const store = makeStore({ services, recorder: createRecorder({ clock, checkpointEvery: 5 }) });
  expect(store.getState()).not.toHaveProperty('authApi');
  const { user, router } = renderWithProviders({
    store,
    services: { apiBaseUrl: server.url },
    route: '/login',
  });

  await user.type(await screen.findByLabelText('Kullanıcı adı veya e-posta'), 'ayse');
  await user.type(screen.getByLabelText('Şifre'), PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  await waitFor(() => expect(store.getState().session.user.value).toEqual(TEST_USER));
  clock.advance(1200);
  await user.click((await screen.findAllByRole('button', { name: 'Açık temaya geç' }))[0]!);
  await user.click(screen.getAllByRole('button', { name: /Dili İngilizce yap/ })[0]!);
  await waitFor(() => expect(store.getState().preferences.language.value).toBe('en-US'));
  clock.advance(800);
  await act(() => router.navigate('/yardim-ve-kurallar'));
  // A lazy page chunk and a request on a shared, busy machine: wait longer than usual. The
  // page can suspend again once shown (the English strings arrive after the switch), which
  // detaches a node found earlier: assert on the document at one moment, not on a node.
  await waitFor(() => expect(screen.getByText('Standart')).toBeInTheDocument(), {
    timeout: 15_000,
  });

  // Loaded last: the vocabulary loads every API, which this session had to do itself.
  const { isKnownActionType } = await import('../../../store/eventlog/actionTypes');
  const { exportDebugLog, readEventLog } = await import('../../../store/eventlog/exportLog');
  const { parseDebugLog, replayDebugLog } = await import('../../../store/eventlog/replay');
  const types = readEventLog(store).actions.map((entry) => entry.action.type);
  // The session went through the paths that matter: lazy API injection, sagas, requests.
  expect(types).toEqual(
    expect.arrayContaining([
      'store/apiInjected',
      'authApi/executeMutation/fulfilled',
      'engineApi/executeQuery/fulfilled',
      'router/locationChanged',
      'theme/themeChanged',
      'language/languageChanged',
    ]),
  );
  expect(types.filter((type) => !isKnownActionType(type))).toEqual([]);

  const text = JSON.stringify(exportDebugLog(store));
  expect(text).not.toContain(PASSWORD);
  expect(text).not.toContain(JWT.split('.')[1]);
  const report = replayDebugLog(parseDebugLog(text));
  expect(report).toMatchObject({ ok: true, replayed: types.length });
  if (report.ok) expect(report.checkpoints).toBeGreaterThan(3);
});
