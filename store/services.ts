/**
 * What the store needs from the world, passed in so that reducers stay pure, tests pass
 * fakes, and a replay runs with none of it. Sagas reach these through the saga context,
 * the base query through RTK's `extra` argument.
 */
import { DEFAULT_LANGUAGE, HTTP_TIMEOUT_MS, LANGUAGES, type Language } from './constants';
import { nextTask } from './nextTask';

export interface StoreServices {
  /** API base URL; '' means the page's own origin. */
  apiBaseUrl: string;
  /** Request timeout in ms; 0 means none (spec section 9). */
  timeoutMs: number;
  fetch: typeof fetch;
  storage: Storage;
  /** The stored language (i18next's `i18nextLng`), tr-TR when unset or unknown. */
  language(): Language;
  readCookie(name: string): string | null;
  navigate(to: string): void;
  reload(): void;
  log: Pick<Console, 'error' | 'warn'>;
}

export function storedLanguage(storage: Storage): Language {
  const value = storage.getItem('i18nextLng');
  return (LANGUAGES as readonly string[]).includes(value ?? '')
    ? (value as Language)
    : DEFAULT_LANGUAGE;
}

export function readDocumentCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The services of a browser page. */
export function browserServices(overrides: Partial<StoreServices> = {}): StoreServices {
  const storage = overrides.storage ?? window.localStorage;
  return {
    apiBaseUrl: document.querySelector<HTMLMetaElement>('meta[name="api-base-url"]')?.content ?? '',
    timeoutMs: HTTP_TIMEOUT_MS,
    // Each request leaves from a task of its own: a screen's queries start together (in
    // one pass of React's effects), and the browser's work to send each is then not one
    // long task.
    fetch: (...args) => nextTask().then(() => window.fetch(...args)),
    storage,
    language: () => storedLanguage(storage),
    readCookie: readDocumentCookie,
    navigate: (to) => window.location.assign(to),
    reload: () => window.location.reload(),
    log: console,
    ...overrides,
  };
}
