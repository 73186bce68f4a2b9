import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// jsdom has no matchMedia; react-hot-toast and the responsive header ask for it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Client suites share two cores with the server suites (each starting a database), so a lazy
// route chunk can take well over the 1 s Testing Library waits by default. Waiting longer only
// slows a failing test; a passing one returns as soon as its assertion holds.
configure({ asyncUtilTimeout: 5_000 });
