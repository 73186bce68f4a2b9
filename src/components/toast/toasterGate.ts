/**
 * Whether the toast area is needed yet. The toast library loads with the first toast, not
 * with the first page: `useNotify` opens the gate, `App` then mounts the lazy toaster,
 * which draws the toasts already in the library's store.
 */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export function openToasterGate(): void {
  if (open) return;
  open = true;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useToasterGate(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => open,
  );
}
