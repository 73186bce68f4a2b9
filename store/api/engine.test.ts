/** What the engine base adds to its generated endpoints, against a scripted server. */
import { makeStore } from '../makeStore';
import { tokenReceived } from '../session/tokenSlice';
import { envelope, startScriptedServer, type ScriptedServer } from '../testing/scriptedServer';
import { testServices } from '../testing/testServices';
import { engineEndpoints, type InsertCreatingUserTeamRequest } from './engine';
import { walletEndpoints } from './wallet';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

const walletReads = () =>
  server.requests.filter((r) => r.url.startsWith('/w/api/Wallet/GetWallets'));

it('reads the wallet again after a team is saved (it may have spent a booster or coins), not after a refusal', async () => {
  const store = makeStore({ services: testServices({ apiBaseUrl: server.url }) });
  store.dispatch(tokenReceived({ Token: 'h.p.s', ExpiresDate: '2030-01-01T00:00:00Z' }));
  server.route('/w/api/Wallet/GetWallets', { body: envelope([]) });
  const wallet = store.dispatch(walletEndpoints.endpoints.walletGetWallets.initiate());
  await wallet;
  expect(walletReads()).toHaveLength(1);

  const save = (status: number) => {
    server.route('/engine/api/UserTeam/InsertCreatingUserTeam', {
      status,
      body:
        status === 200
          ? envelope({})
          : { ...envelope(null), Result: { ResultCode: 2325, ResultMessage: 'no' } },
    });
    return store.dispatch(
      engineEndpoints.endpoints.userTeamInsertCreatingUserTeam.initiate({
        insertCreatingUserTeamRequest: {} as InsertCreatingUserTeamRequest,
      }),
    );
  };
  // A refused save spent nothing: only the saved one brings a second read.
  await save(409);
  await save(200);
  await waitFor(() => walletReads().length >= 2);
  expect(walletReads()).toHaveLength(2);
  wallet.unsubscribe();
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(condition()).toBe(true);
}
