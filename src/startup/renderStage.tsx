/**
 * Start-up's last step (see main.tsx): the session starts and the app renders. A page whose
 * HTML holds its prerendered first screen (src/prerender/firstScreen.ts) is hydrated when that
 * screen is this visitor's, and rendered afresh otherwise.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import type { AppStore } from '../../store/makeStore';
import { appStarted } from '../../store/session/sessionEvents';
import { App } from '../App';
import { discardPrerender, startsFromPrerender } from '../prerender/firstScreen';
import { AppRoutes } from '../router/AppRoutes';
import { routes } from '../router/routes';

export function renderApp(store: AppStore, i18n: I18n) {
  store.dispatch(appStarted());
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <Provider store={store}>
        <App
          router={
            <BrowserRouter>
              <AppRoutes routes={routes} />
            </BrowserRouter>
          }
          i18n={i18n}
        />
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
}
