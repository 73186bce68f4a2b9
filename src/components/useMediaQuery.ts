/** Whether a media query matches, kept up to date (the header switches at 768px). */
import { useCallback, useSyncExternalStore } from 'react';

/**
 * `unknown` is what a page drawn without a window says (a prerendered first screen) and
 * what the client says while it hydrates that page; the real answer follows at once.
 * Without it such a render throws: only screens the build never prerenders omit it.
 */
export function useMediaQuery(query: string): boolean;
export function useMediaQuery<U>(query: string, unknown: U): boolean | U;
export function useMediaQuery<U>(query: string, ...unknown: [U?]): boolean | U {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | U>(
    subscribe,
    () => window.matchMedia(query).matches,
    unknown.length > 0 ? () => unknown[0] as U : undefined,
  );
}
