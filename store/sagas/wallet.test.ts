/**
 * The wallet saga: a redeemed coupon refreshes the wallet and the award history (spec
 * section 4). On a mock store, the actions it dispatches; on a real store against a scripted
 * server, the wallet read again, and only because of the saga.
 */
import configureMockStore from 'redux-mock-store';
import createSagaMiddleware from 'redux-saga';
import { walletEndpoints } from '../api/wallet';
import { makeStore } from '../makeStore';
import { rootReducer, type RootState } from '../rootReducer';
import { envelope, startScriptedServer, type ScriptedServer } from '../testing/scriptedServer';
import { testServices } from '../testing/testServices';
import { tokenReceived } from '../session/tokenSlice';
import { userLoaded } from '../session/userSlice';
import { couponRedeemed, paymentStarted } from '../wallet/walletEvents';
import { walletSaga } from './wallet';

const token = { Token: 'h.p.s', ExpiresDate: '2030-01-01T00:00:00Z' };
const player = {
  Id: 7,
  UserName: 'ayse',
  Email: 'ayse@example.com',
  RoleId: 1 as const,
  ImageUrl: null,
  FavoriteTeamId: 3,
  LanguageCode: 'tr-TR' as const,
  EmailVerified: true,
  CreatedAt: '2026-08-01T10:00:00Z',
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await settle();
  expect(check()).toBe(true);
}

describe('wallet saga, the actions it dispatches', () => {
  function recordingStore() {
    const saga = createSagaMiddleware();
    const initial = rootReducer(undefined, tokenReceived(token));
    const store = configureMockStore<RootState>([saga])((actions) =>
      actions.reduce(rootReducer, initial),
    );
    saga.run(walletSaga);
    return store;
  }

  it('a redeemed coupon invalidates the wallet, the awards and the orders', async () => {
    const store = recordingStore();
    store.dispatch(couponRedeemed({ message: 'Kupon kullanıldı: 500 Jeton.' }));
    await until(() => store.getActions().length === 2);
    expect(store.getActions()).toEqual([
      couponRedeemed({ message: 'Kupon kullanıldı: 500 Jeton.' }),
      walletEndpoints.util.invalidateTags(['Wallet', 'Award', 'Order']),
    ]);
  });

  it('each redemption refreshes again; other actions refresh nothing', async () => {
    const store = recordingStore();
    store.dispatch({ type: 'ui/dialogClosed' });
    store.dispatch(couponRedeemed({ message: 'a' }));
    store.dispatch(couponRedeemed({ message: 'b' }));
    await until(() => store.getActions().length === 5);
    const refreshes = store
      .getActions()
      .filter((action: { type: string }) => action.type === 'walletApi/invalidateTags');
    expect(refreshes).toHaveLength(2);
  });
});

describe('wallet saga, money announced by a notification', () => {
  const listAnswer = (notifications: { Id: number; Kind: string }[]) => ({
    type: 'authApi/executeQuery/fulfilled',
    payload: { data: { Notifications: notifications, UnreadCount: notifications.length } },
    meta: { arg: { endpointName: 'notificationGetList' } },
  });
  const refreshes = (actions: { type: string }[]) =>
    actions.filter((action) => action.type === 'walletApi/invalidateTags').length;

  it('a prize or a paid order newer than the first list read refreshes the wallet, once each', async () => {
    const saga = createSagaMiddleware();
    const store = configureMockStore<RootState>([saga])(rootReducer(undefined, { type: 'init' }));
    saga.run(walletSaga);
    // The page's first list: the wallet was read with the page.
    store.dispatch(
      listAnswer([
        { Id: 4, Kind: 'prizePaid' },
        { Id: 3, Kind: 'roundScored' },
      ]),
    );
    // The same list polled again, and news of another kind: nothing.
    store.dispatch(listAnswer([{ Id: 4, Kind: 'prizePaid' }]));
    store.dispatch(
      listAnswer([
        { Id: 9, Kind: 'friendRequest' },
        { Id: 4, Kind: 'prizePaid' },
      ]),
    );
    await settle();
    expect(refreshes(store.getActions())).toBe(0);
    // A new prize, then a coin order the provider paid.
    store.dispatch(
      listAnswer([
        { Id: 10, Kind: 'prizePaid' },
        { Id: 4, Kind: 'prizePaid' },
      ]),
    );
    await until(() => refreshes(store.getActions()) === 1);
    store.dispatch(
      listAnswer([
        { Id: 11, Kind: 'orderPaid' },
        { Id: 10, Kind: 'prizePaid' },
      ]),
    );
    await until(() => refreshes(store.getActions()) === 2);
    store.dispatch(listAnswer([{ Id: 11, Kind: 'orderPaid' }]));
    await settle();
    expect(refreshes(store.getActions())).toBe(2);
  });

  it("another endpoint's answer is not news", async () => {
    const saga = createSagaMiddleware();
    const store = configureMockStore<RootState>([saga])(rootReducer(undefined, { type: 'init' }));
    saga.run(walletSaga);
    const other = { ...listAnswer([]), meta: { arg: { endpointName: 'userGetUser' } } };
    store.dispatch(listAnswer([]));
    store.dispatch({
      ...other,
      payload: { data: { Notifications: [{ Id: 50, Kind: 'prizePaid' }] } },
    });
    await settle();
    expect(refreshes(store.getActions())).toBe(0);
  });
});

describe('wallet saga, leaving for the payment page', () => {
  it("a started payment sends the page to the provider's checkout, through the services", async () => {
    const services = testServices();
    const saga = createSagaMiddleware({ context: { services } });
    const store = configureMockStore<RootState>([saga])(rootReducer(undefined, { type: 'init' }));
    saga.run(walletSaga);
    store.dispatch(paymentStarted({ OrderId: 41, PaymentUrl: '/sandbox/checkout/41?t=x' }));
    await until(() => services.navigations.length === 1);
    expect(services.navigations).toEqual(['/sandbox/checkout/41?t=x']);
    expect(store.getActions()).toHaveLength(1);
  });
});

describe('wallet saga in the store', () => {
  let server: ScriptedServer;
  beforeAll(async () => {
    server = await startScriptedServer();
  });
  afterAll(() => server.close());

  it('reads the wallet again after a redemption; the redemption call alone does not', async () => {
    const walletWith = (coins: number) => ({
      body: envelope([{ ProductType: 1, ProductCode: 'COIN', Name: 'Jeton', Quantity: coins }]),
    });
    server.answer({ body: envelope(null) });
    server.route('/w/api/Wallet/GetWallets', walletWith(100));
    server.route('/w/api/Payzee/BuyWithCouponCode', {
      body: envelope([], 0, 'Kupon kullanıldı: 500 Jeton.'),
    });
    const store = makeStore({
      services: testServices({ apiBaseUrl: server.url }),
      preloadedState: { session: { token: { value: token }, user: { value: null } } },
    });
    // The wallet's sagas start with the signed-in player (rootSaga's signedInSagas).
    store.dispatch(userLoaded(player));
    const reads = () => server.requests.filter((r) => r.url === '/w/api/Wallet/GetWallets');
    const wallet = store.dispatch(walletEndpoints.endpoints.walletGetWallets.initiate());
    await until(() => reads().length === 1);

    await store
      .dispatch(
        walletEndpoints.endpoints.payzeeBuyWithCouponCode.initiate({
          couponRedeemRequest: {
            CouponCode: 'HOSGELDIN',
            IsSpecialCoupon: true,
            CaptchaResponse: 'c:1',
          },
        }),
      )
      .unwrap();
    server.route('/w/api/Wallet/GetWallets', walletWith(600));
    await settle();
    expect(reads()).toHaveLength(1);

    store.dispatch(couponRedeemed({ message: 'Kupon kullanıldı: 500 Jeton.' }));
    await until(() => reads().length === 2);
    await until(
      () =>
        walletEndpoints.endpoints.walletGetWallets.select()(store.getState() as never).data?.data[0]
          ?.Quantity === 600,
    );
    wallet.unsubscribe();
  });
});
