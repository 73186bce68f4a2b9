/** The "Download debug log" button on its own: the saved file, its failure, its absence. */
import { render, screen, waitFor } from '@testing-library/react';
import { createRecorder } from '../../../store/eventlog/recorder';
import { actionsOf, JWT, manualClock, rtkRequest } from '../../../store/eventlog/testing';
import { makeStore } from '../../../store/makeStore';
import { themeChanged } from '../../../store/preferences/themeSlice';
import { tokenReceived } from '../../../store/session/tokenSlice';
import { testServices } from '../../../store/testing/testServices';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { DownloadDebugLog } from './DownloadDebugLog';
import { catchDownloads, replaySaved } from './testing';

const PASSWORD = 'Parola-Gizli-77';

let downloads: ReturnType<typeof catchDownloads>;
beforeEach(() => {
  downloads = catchDownloads();
});
afterEach(() => downloads.restore());

function recordedStore() {
  const clock = manualClock();
  const store = makeStore({
    services: testServices(),
    sagas: false,
    recorder: createRecorder({ clock, checkpointEvery: 3 }),
  });
  return { store, clock };
}

it('saves a log that replays, named for the moment it is saved, with no secret in it', async () => {
  const { store, clock } = recordedStore();
  const [pending, fulfilled] = rtkRequest({
    reducerPath: 'authApi',
    endpointName: 'authLogin',
    kind: 'mutation',
    originalArgs: { loginRequest: { UserNameOrEmail: 'ayse', Password: PASSWORD } },
    outcome: { data: { Token: JWT, ExpiresDate: '2030-01-01T00:00:00Z' } },
    at: clock.now(),
  });
  store.dispatch(pending);
  store.dispatch(fulfilled);
  store.dispatch(tokenReceived({ Token: JWT, ExpiresDate: '2030-01-01T00:00:00Z' }));
  store.dispatch(themeChanged('light'));
  const before = Date.now();
  const { user } = renderWithProviders({ store, ui: <DownloadDebugLog /> });

  const button = await screen.findByRole('button', {
    name: 'Hata ayıklama kaydını indir',
    description: /şifreniz ve oturum anahtarınız dosyada yer almaz/,
  });
  await user.click(button);
  await waitFor(() => expect(downloads.count()).toBe(1));
  const file = await downloads.saved();

  const stamp = /^kadro-debug-log-(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d)-(\d{3})Z\.json$/.exec(
    file.name,
  );
  expect(stamp).not.toBeNull();
  const savedAt = Date.parse(`${stamp![1]}:${stamp![2]}:${stamp![3]}.${stamp![4]}Z`);
  expect(savedAt).toBeGreaterThanOrEqual(before);
  expect(savedAt).toBeLessThanOrEqual(Date.now());
  expect(file.text).not.toContain(PASSWORD);
  expect(file.text).not.toContain(JWT.split('.')[1]);
  const types = actionsOf(JSON.parse(file.text) as { payload: string }).map((a) => a.type);
  expect(types).toEqual(
    expect.arrayContaining(['authApi/executeMutation/fulfilled', 'theme/themeChanged']),
  );
  expect(replaySaved(file)).toMatchObject({ ok: true, replayed: types.length });
  expect(button).toBeEnabled();
});

it.each([
  ['tr-TR', 'Hata ayıklama kaydını indir', 'Kayıt indirilemedi. Tekrar deneyin.'],
  ['en-US', 'Download debug log', 'Could not save the log. Try again.'],
] as const)('in %s, says so when the log cannot be saved', async (language, name, message) => {
  // A store without the recorder has no log to give.
  const store = makeStore({ services: testServices(), sagas: false });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = renderWithProviders({ store, language, ui: <DownloadDebugLog /> });
  await user.click(await screen.findByRole('button', { name }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(downloads.count()).toBe(0);
  expect(errors).toHaveBeenCalled();
  errors.mockRestore();
});

it('shows nothing outside a store', () => {
  const { container } = render(<DownloadDebugLog />);
  expect(container).toBeEmptyDOMElement();
});
