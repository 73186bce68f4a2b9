/**
 * The event log's promise, as a property: whatever the user does, the exported log
 * replays to the same (redacted) state at every checkpoint, and never holds a secret.
 * Drives the real store (makeStore, sagas off, no network) with the slices' own action
 * creators and RTK Query's pending/fulfilled/rejected actions with realistic payloads.
 */
import fc from 'fast-check';
import type { Action } from '@reduxjs/toolkit';
import { contestSeen } from '../contest/contestSlice';
import { themeChanged } from '../preferences/themeSlice';
import { sessionEnded, unauthorizedReceived } from '../session/sessionEvents';
import { tokenReceived } from '../session/tokenSlice';
import { userLoaded } from '../session/userSlice';
import { exportDebugLog } from './exportLog';
import { redactState } from './redaction';
import { parseDebugLog, replayDebugLog, replayReducer } from './replay';
import { JWT, recordedStore, rtkRequest } from './testing';

const PASSWORD = 'Gizli-Parola-123';
const COUPON = 'KUPON2025X';
const CARD = '4242424242424242';

const player = fc.record({
  Id: fc.integer({ min: 1, max: 600 }),
  DisplayName: fc.constantFrom('İcardi', 'Dzeko', 'Muslera', 'Şahin'),
  Position: fc.constantFrom('GK', 'DF', 'MF', 'FW'),
  Price: fc.integer({ min: 40, max: 130 }).map((n) => n / 10),
  TeamId: fc.integer({ min: 1, max: 18 }),
});

type Step = (at: number) => readonly Action[];

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom<'dark' | 'light'>('dark', 'light').map((t) => () => [themeChanged(t)]),
  fc.integer({ min: 1, max: 40 }).map((id) => () => [contestSeen(id)]),
  fc.constant(() => [tokenReceived({ Token: JWT, ExpiresDate: '2030-01-01T00:00:00Z' })]),
  fc
    .record({ Id: fc.integer({ min: 1, max: 99 }), UserName: fc.constantFrom('ayse', 'mehmet') })
    .map((u) => () => [userLoaded({ ...u, RoleId: 1, ImageUrl: null } as never)]),
  fc.constant(() => [sessionEnded()]),
  fc.constant(() => [unauthorizedReceived({ url: '/engine/api/UserTeam/GetUserTeamList' })]),
  fc.boolean().map(
    (ok) => (at: number) =>
      rtkRequest({
        reducerPath: 'authApi',
        endpointName: 'authLogin',
        kind: 'mutation',
        originalArgs: {
          loginRequest: { UserNameOrEmail: 'ayse', Password: PASSWORD, CaptchaResponse: 'c1:7' },
        },
        outcome: ok
          ? { data: { Token: JWT, ExpiresDate: '2030-01-01T00:00:00Z' } }
          : {
              error: {
                ResultCode: 1001,
                ResultMessage: 'Kullanıcı adı veya parola hatalı',
                Status: 400,
                Detail: 'x',
              },
            },
        at,
      }),
  ),
  fc
    .record({ page: fc.integer({ min: 0, max: 3 }), players: fc.array(player, { maxLength: 8 }) })
    .map(
      ({ page, players }) =>
        (at: number) =>
          rtkRequest({
            reducerPath: 'engineApi',
            endpointName: 'playerGetPlayersList',
            kind: 'query',
            originalArgs: { playerListRequest: { PageNumber: page, PageSize: 100 } },
            outcome: { data: players },
            at,
          }),
    ),
  fc.boolean().map(
    (ok) => (at: number) =>
      rtkRequest({
        reducerPath: 'walletApi',
        endpointName: 'payzeeBuyWithCouponCode',
        kind: 'mutation',
        originalArgs: {
          couponRedeemRequest: {
            CouponCode: COUPON,
            IsSpecialCoupon: true,
            CaptchaResponse: 'c2:1',
          },
        },
        outcome: ok
          ? { data: { Grants: [{ ProductCode: 'COIN', Quantity: 500 }] } }
          : {
              error: {
                ResultCode: 2004,
                ResultMessage: 'Kupon kullanılmış',
                Status: 400,
                Detail: 'x',
              },
            },
        at,
      }),
  ),
  fc.constant((at: number) =>
    rtkRequest({
      reducerPath: 'walletApi',
      endpointName: 'payzeePay',
      kind: 'mutation',
      originalArgs: { payRequest: { ProductId: 9, IdempotencyKey: 'pay-key-00000001' } },
      outcome: {
        data: {
          OrderId: 9,
          Provider: 'sandbox',
          PaymentUrl: '/sandbox/checkout/9?lang=tr-TR&t=x',
          Amount: 2999,
          Currency: 'TRY',
          ExpiresAt: '2030-01-01T00:00:00Z',
          TestCards: [{ CardNumber: CARD, Outcome: 'success', ThreeDSecure: false }],
        },
      },
      at,
    }),
  ),
);

it('replays any session to the same state at every checkpoint, with no secret in the file', () => {
  jest.useFakeTimers(); // RTK Query's cache-lifetime timers must not outlive the test
  const reducer = replayReducer();
  fc.assert(
    fc.property(
      fc.array(step, { minLength: 1, maxLength: 60 }),
      fc.integer({ min: 3, max: 12 }),
      fc.integer({ min: 1, max: 4 }),
      (steps, checkpointEvery, blocks) => {
        const { store, clock } = recordedStore({
          checkpointEvery,
          limit: checkpointEvery * blocks,
        });
        for (const make of steps) {
          for (const action of make(clock.now())) {
            clock.advance(7);
            store.dispatch(action);
          }
        }
        const file = exportDebugLog(store);
        const text = JSON.stringify(file);
        for (const secret of [
          JWT.split('.')[1] as string,
          PASSWORD,
          COUPON,
          CARD,
          'c1:7',
          'c2:1',
        ]) {
          expect(text).not.toContain(secret);
        }
        const report = replayDebugLog(parseDebugLog(text), reducer);
        expect(report).toMatchObject({
          ok: true,
          checkpoints: file['x-replay'].checkpoints.length,
        });
        // And the final state, not only its checksum, equals the redacted live state as JSON has it.
        expect(report.state).toEqual(JSON.parse(JSON.stringify(redactState(store.getState()))));
      },
    ),
    { numRuns: 60 },
  );
  jest.useRealTimers();
});
