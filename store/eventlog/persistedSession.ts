/**
 * A real recording for the DevTools import tests, apart from testing.ts so that the helpers
 * there load no slice (a test of lazily loaded APIs imports them).
 */
import { persistStore } from 'redux-persist';
import { contestSeen } from '../contest/contestSlice';
import { makeStore } from '../makeStore';
import { themeChanged } from '../preferences/themeSlice';
import { tokenReceived } from '../session/tokenSlice';
import { testServices } from '../testing/testServices';
import { exportDebugLog } from './exportLog';
import { createRecorder } from './recorder';
import { JWT, manualClock } from './testing';

/**
 * A real recording as a page load makes it, exported as the file's text: a persisted store
 * (PERSIST and REHYDRATE first) with the recorder, a sign-in's token, then `actions`
 * theme changes and contest views a quarter of a second and more apart.
 */
export async function recordedPersistedSession(actions: number) {
  localStorage.clear();
  localStorage.setItem('theme', 'light');
  const clock = manualClock();
  const store = makeStore({
    services: testServices(),
    persist: true,
    sagas: false,
    devTools: false,
    recorder: createRecorder({ clock }),
  });
  const persistor = persistStore(store);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  store.dispatch(tokenReceived({ Token: JWT, ExpiresDate: '2030-01-01T00:00:00Z' }));
  for (let i = 0; i < actions; i++) {
    clock.advance(250 + i);
    store.dispatch(i % 5 === 0 ? themeChanged(i % 10 === 0 ? 'dark' : 'light') : contestSeen(i));
  }
  const text = JSON.stringify(exportDebugLog(store));
  localStorage.clear();
  return { text, startedAt: Date.UTC(2025, 7, 9, 18, 0, 0) };
}
