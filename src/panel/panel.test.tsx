/**
 * The panel: only an Admin gets it (and only then is its chunk imported); the support log
 * list and the viewer over a real recorded log: the verdict, stepping, the action and
 * state diff, and the app's own screen redrawn from the replayed state.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { exportDebugLog } from '../../store/eventlog/exportLog';
import { recordedStore } from '../../store/eventlog/testing';
import { themeChanged } from '../../store/preferences/themeSlice';
import { locationChanged } from '../../store/router/routerSlice';
import {
  envelope,
  startScriptedServer,
  type ScriptedServer,
} from '../../store/testing/scriptedServer';
import { catchDownloads } from '../components/debugLog/testing';
import { TEST_USER, renderWithProviders, setScreenWidth } from '../testing/renderWithProviders';

let mockPanelLoads = 0;
jest.mock('./PanelRoutes', () => {
  mockPanelLoads += 1;
  return jest.requireActual('./PanelRoutes');
});

const ADMIN = { ...TEST_USER, RoleId: 2 as const };

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(() => {
  setScreenWidth(1024);
  server.requests.length = 0;
  server.clearRoutes();
  server.answer({ body: envelope(null) });
  server.route('/w/api/Wallet/GetWallets', { body: envelope([]) });
});

/** A real recorded session: the player on the home page switches to the light theme. */
function recordedLog() {
  const { store, clock } = recordedStore({ checkpointEvery: 3 });
  clock.advance(500);
  store.dispatch(
    locationChanged({ location: { pathname: '/', search: '', hash: '' }, action: 'POP' }),
  );
  clock.advance(500);
  store.dispatch(themeChanged('light'));
  clock.advance(500);
  store.dispatch(
    locationChanged({ location: { pathname: '/sss', search: '', hash: '' }, action: 'PUSH' }),
  );
  return exportDebugLog(store);
}

it('sends a player away from /panel without loading the panel', async () => {
  server.route('/auth/api/User/GetUser', { body: envelope(TEST_USER) });
  const { router } = renderWithProviders({
    route: '/panel/destek-kayitlari',
    user: TEST_USER,
    services: { apiBaseUrl: server.url },
  });
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(mockPanelLoads).toBe(0);
  expect(server.requests.some((r) => r.url.includes('SupportLog'))).toBe(false);
});

it('lists the logs for an Admin and replays one: verdict, steps, diff, the redrawn screen', async () => {
  const file = recordedLog();
  server.route('/auth/api/User/GetUser', { body: envelope(ADMIN) });
  server.route('/auth/api/SupportLog/GetList', {
    body: envelope(
      [
        {
          Id: 7,
          UserId: 3,
          UserName: 'ayse',
          Note: 'Tema değişmiyor',
          SizeBytes: 12_345,
          AppVersion: '0.1.0+abc1234',
          CreatedAt: '2026-11-26T10:00:00Z',
        },
      ],
      1,
    ),
  });
  server.route('/auth/api/SupportLog/GetById', {
    body: envelope({
      Id: 7,
      UserId: 3,
      UserName: 'ayse',
      Note: 'Tema değişmiyor',
      SizeBytes: 12_345,
      AppVersion: '0.1.0+abc1234',
      CreatedAt: '2026-11-26T10:00:00Z',
      Log: file,
    }),
  });
  const { user } = renderWithProviders({
    route: '/panel/destek-kayitlari',
    user: ADMIN,
    services: { apiBaseUrl: server.url },
  });
  const table = await screen.findByRole('table', {}, { timeout: 15_000 });
  expect(mockPanelLoads).toBe(1);
  expect(within(table).getByText('ayse')).toBeInTheDocument();
  expect(within(table).getByText('Tema değişmiyor')).toBeInTheDocument();
  // Who, when, what, how big, and which version recorded it (only that one replays it).
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['No.', 'Oyuncu', 'Gönderildi', 'Not', 'Boyut', 'Uygulama sürümü']);
  expect(within(table).getByText('0.1.0+abc1234')).toBeInTheDocument();
  expect(within(table).getByText('12,3 KB')).toBeInTheDocument();
  await user.click(within(table).getByRole('link', { name: '#7' }));

  // The divergence check's verdict, and the last action to start with.
  expect(await screen.findByTestId('replay-verdict', {}, { timeout: 15_000 })).toHaveTextContent(
    /all \d+ checkpoints match/,
  );
  // The log as a file, for `npm run replay` or Redux DevTools.
  const downloads = catchDownloads();
  await user.click(
    screen.getByRole('button', { name: 'Kaydı indir (npm run replay, Redux DevTools)' }),
  );
  await waitFor(() => expect(downloads.count()).toBe(1));
  const saved = await downloads.saved();
  downloads.restore();
  expect(saved.name).toBe('kadro-support-log-7.json');
  expect(JSON.parse(saved.text)).toEqual(file);
  expect(screen.getByTestId('replay-step')).toHaveTextContent('router/locationChanged');
  // The screen is the app's own, at the recorded location, in the replayed theme.
  await waitFor(() => expect(document.documentElement).toHaveClass('light'));
  expect(screen.getByRole('heading', { name: /Oyuncunun ekranı \(\/sss\)/ })).toBeInTheDocument();

  // One step back: the theme change, its diff.
  await user.click(screen.getByRole('button', { name: '← Önceki işlem' }));
  expect(screen.getByTestId('replay-step')).toHaveTextContent('theme/themeChanged');
  expect(screen.getByTestId('replay-diff')).toHaveTextContent('preferences.theme');
  // Another: before it, the screen is redrawn in the dark theme.
  await user.click(screen.getByRole('button', { name: '← Önceki işlem' }));
  await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
  expect(screen.getByRole('heading', { name: /Oyuncunun ekranı \(\/\)/ })).toBeInTheDocument();
  // The slider reaches the same steps.
  const slider = screen.getByRole('slider', { name: 'İşlem zaman çizelgesi' });
  fireEvent.change(slider, { target: { value: slider.getAttribute('max') } });
  expect(screen.getByTestId('replay-step')).toHaveTextContent('router/locationChanged');
});

it("shows a tampered log's divergence, the first changed action named", async () => {
  const file = recordedLog();
  const tampered = JSON.parse(JSON.stringify(file));
  const last = tampered.stagedActionIds.at(-1);
  tampered.actionsById[last].action.payload.location.pathname = '/admin';
  server.route('/auth/api/User/GetUser', { body: envelope(ADMIN) });
  server.route('/auth/api/SupportLog/GetById', {
    body: envelope({
      Id: 8,
      UserId: 3,
      UserName: 'ayse',
      Note: null,
      SizeBytes: 1,
      CreatedAt: '2026-11-26T10:00:00Z',
      Log: tampered,
    }),
  });
  renderWithProviders({
    route: '/panel/destek-kayitlari/8',
    user: ADMIN,
    services: { apiBaseUrl: server.url },
  });
  const seq = file['x-replay'].firstSeq + tampered.stagedActionIds.length - 2;
  expect(await screen.findByTestId('replay-verdict', {}, { timeout: 15_000 })).toHaveTextContent(
    `action #${seq} (router/locationChanged) is not the action recorded there`,
  );
  expect(screen.getByTestId('replay-step')).toHaveTextContent(`#${seq} router/locationChanged`);
});
