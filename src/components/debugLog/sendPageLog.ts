/** Sends the page's debug log to support with the store's own services (its fetch, headers). */
import type { Action } from '@reduxjs/toolkit';
import type { SendResult } from '../../../store/eventlog/sendLog';
import type { StoreServices } from '../../../store/services';

interface ThunkStore {
  dispatch(action: Action): unknown;
  getState(): unknown;
}

type Thunk = (dispatch: unknown, getState: unknown, extra: { services: StoreServices }) => unknown;

export async function sendPageLog(store: ThunkStore, note: string | null): Promise<SendResult> {
  // The upload code holds the action vocabulary, which loads RTK Query: on demand only.
  const { sendDebugLog } = await import(
    /* webpackChunkName: "debug-log" */ '../../../store/eventlog/sendLog'
  );
  // The services are the thunk's extra argument (makeStore).
  const thunk: Thunk = (_dispatch, _getState, { services }) => sendDebugLog(store, services, note);
  return (await store.dispatch(thunk as never)) as SendResult;
}
