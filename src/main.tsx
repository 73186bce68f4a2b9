/**
 * The browser entry: one store for the page, persisted and recorded (the event log, so
 * any screen can export a debug log); once the stored values are back, the session starts
 * and the app renders (so a signed-in reload keeps its route). A page whose HTML holds its
 * prerendered first screen (src/prerender/firstScreen.ts) is hydrated when that screen is
 * this visitor's, and rendered afresh otherwise.
 */
import './intlWarm';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { createRecorder, systemClock } from '../store/eventlog/recorder';
import { makeStore } from '../store/makeStore';
import { languageRestored } from '../store/preferences/languageSlice';
import { browserServices } from '../store/services';
import { appStarted } from '../store/session/sessionEvents';
import { App } from './App';
import { createI18n } from './i18n/i18n';
import { discardPrerender, startsFromPrerender } from './prerender/firstScreen';
import { AppRoutes } from './router/AppRoutes';
import { routes } from './router/routes';
import './styles/global.css';

const services = browserServices();
// Recording starts with the store, before its first action (the rehydration).
const store = makeStore({
  services,
  persist: true,
  recorder: createRecorder({ clock: systemClock }),
});
store.dispatch(languageRestored(services.language()));
const i18n = createI18n(services.language());
const router = (
  <BrowserRouter>
    <AppRoutes routes={routes} />
  </BrowserRouter>
);

persistStore(store, null, () => {
  store.dispatch(appStarted());
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <Provider store={store}>
        <App router={router} i18n={i18n} />
      </Provider>
    </StrictMode>
  );
  if (startsFromPrerender(container, store.getState(), window.location, window.history.state)) {
    // Hydrated as a transition, so in slices that yield to the browser (a plain hydration is
    // one long task); the markup stays as it is while the translations and lazy screens it
    // waits for arrive.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  discardPrerender(container);
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser between them: the first
  // screen's render is not one long task that blocks input (Lighthouse's TBT).
  startTransition(() => {
    root.render(app);
  });
});

// Installable as an app (spec: /app); production builds only, so development reloads stay fresh.
if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error) => console.error(error));
  });
}
