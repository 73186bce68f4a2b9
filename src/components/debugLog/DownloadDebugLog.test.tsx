/** The "Download debug log" button on its own: the saved file, its failure, its absence. */
import { render, screen, waitFor } from '@testing-library/react';
import { createRecorder } from '../../../store/eventlog/recorder';
import { actionsOf, JWT, manualClock, rtkRequest } from '../../../store/eventlog/testing';
import type { LiftedLog } from '../../../store/eventlog/liftedLog';
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
  const types = actionsOf(JSON.parse(file.text) as LiftedLog).map((a) => a.type);
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

describe('Send to support', () => {
  // jsdom has no CompressionStream; browsers and Node have the same one.
  beforeAll(async () => {
    const { CompressionStream } = await import('node:stream/web');
    Object.assign(globalThis, { CompressionStream });
  });

  function signedInStore(answer: unknown) {
    const sent: { url: string; body: ArrayBuffer }[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      sent.push({ url, body: init.body as ArrayBuffer });
      return new Response(JSON.stringify(answer));
    }) as unknown as typeof window.fetch;
    const store = makeStore({
      services: testServices({ fetch }),
      sagas: false,
      recorder: createRecorder({ clock: manualClock(), checkpointEvery: 3 }),
    });
    store.dispatch(tokenReceived({ Token: JWT, ExpiresDate: '2030-01-01T00:00:00Z' }));
    store.dispatch(themeChanged('light'));
    return { store, sent };
  }

  it.each([
    ['tr-TR', 'Destek ekibine gönder', 'Kayıt destek ekibine gönderildi (kayıt no. 12).'],
    ['en-US', 'Send to support', 'The log was sent to support (log no. 12).'],
  ] as const)(
    'in %s, uploads the log beside the download and names the stored log',
    async (language, name, done) => {
      const { store, sent } = signedInStore({
        Result: { ResultCode: 0, ResultMessage: '' },
        ReturnObject: { Id: 12 },
      });
      const { user } = renderWithProviders({ store, language, ui: <DownloadDebugLog /> });
      await user.click(await screen.findByRole('button', { name }));
      expect(await screen.findByRole('status')).toHaveTextContent(done);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.url).toMatch(/\/auth\/api\/SupportLog\/Upload$/);
      const { gunzipSync } = await import('node:zlib');
      const text = gunzipSync(sent[0]!.body).toString('utf8');
      expect(replaySaved({ name: 'sent', text })).toMatchObject({
        ok: true,
      });
    },
  );

  it("shows the server's refusal, and no send button to a visitor", async () => {
    const { store } = signedInStore({
      Result: {
        ResultCode: 2032,
        ResultMessage: 'Bugün gönderebileceğiniz kadar kayıt gönderdiniz.',
      },
    });
    const { user } = renderWithProviders({ store, ui: <DownloadDebugLog /> });
    await user.click(await screen.findByRole('button', { name: 'Destek ekibine gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bugün gönderebileceğiniz kadar kayıt gönderdiniz.',
    );
    const visitor = recordedStore().store;
    renderWithProviders({ store: visitor, ui: <DownloadDebugLog /> });
    expect(screen.getAllByRole('button', { name: 'Hata ayıklama kaydını indir' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Destek ekibine gönder' })).toHaveLength(1);
  });
});
