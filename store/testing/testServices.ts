/** Store services for tests: real fetch and storage, recorded navigation and logs. */
import { storedLanguage, type StoreServices } from '../services';

export interface TestServices extends StoreServices {
  navigations: string[];
  reloads: number;
  errors: string[];
  cookies: Record<string, string>;
}

export function testServices(overrides: Partial<StoreServices> = {}): TestServices {
  const storage = overrides.storage ?? window.localStorage;
  const services: TestServices = {
    apiBaseUrl: '',
    timeoutMs: 0,
    fetch: (...args) => fetch(...args),
    storage,
    language: () => storedLanguage(storage),
    readCookie: (name) => services.cookies[name] ?? null,
    navigate: (to) => services.navigations.push(to),
    reload: () => {
      services.reloads += 1;
    },
    log: {
      error: (...args: unknown[]) => services.errors.push(args.join(' ')),
      warn: () => undefined,
    },
    navigations: [],
    reloads: 0,
    errors: [],
    cookies: {},
    ...overrides,
  };
  return services;
}
