/**
 * False in a prerendered page (src/prerender/) and while the client hydrates it, true once
 * React draws in the browser. A control that would act natively before React listens waits
 * for it: a form submitted before hydration would send its fields in the address (a
 * password among them).
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
