/**
 * The browser entry. Start-up runs as a sequence of tasks, each short enough not to block
 * input, rather than as the one long task evaluating every module of the first page and
 * setting the store up (400-530 ms of the main thread in a 4×-slowed trace of `/`): this
 * script with the store's and i18next's modules; the store itself (src/startup/storeStage.ts);
 * i18next and the translations' first request; the stored values brought back; the screens'
 * modules (react-dom, the router, the app's); the first render (src/startup/renderStage.tsx),
 * itself a transition React does in slices. The screens' modules are in this script's chunks
 * all the same (webpack's eager mode): nothing more to fetch.
 */
import './intlWarm';
import './styles/global.css';
import { nextTask } from '../store/nextTask';
import { createI18n } from './i18n/i18n';
import { restoreStored, startStore } from './startup/storeStage';

async function start() {
  await nextTask();
  const { store, services } = startStore();
  await nextTask();
  const i18n = createI18n(services.language());
  await nextTask();
  await restoreStored(store);
  await nextTask();
  const { renderApp } = await import(/* webpackMode: "eager" */ './startup/renderStage');
  await nextTask();
  renderApp(store, i18n);
}

void start();

// Installable as an app (spec: /app); production builds only, so development reloads stay fresh.
if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error) => console.error(error));
  });
}
