/**
 * Start-up's store steps (see main.tsx): one store for the page, persisted and recorded (the
 * event log, so any screen can export a debug log), and its stored values brought back.
 */
import { persistStore } from 'redux-persist';
import { createRecorder, systemClock } from '../../store/eventlog/recorder';
import { makeStore, type AppStore } from '../../store/makeStore';
import { languageRestored } from '../../store/preferences/languageSlice';
import { browserServices, type StoreServices } from '../../store/services';

export function startStore(): { store: AppStore; services: StoreServices } {
  const services = browserServices();
  // Recording starts with the store, before its first action (the rehydration).
  const store = makeStore({
    services,
    persist: true,
    recorder: createRecorder({ clock: systemClock }),
  });
  store.dispatch(languageRestored(services.language()));
  return { store, services };
}

/** Resolves once the stored values are back in the store. */
export function restoreStored(store: AppStore): Promise<void> {
  return new Promise((restored) => {
    persistStore(store, null, restored);
  });
}
