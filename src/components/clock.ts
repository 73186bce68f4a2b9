/**
 * The screens' time source (the home and team countdowns). Components read the time through
 * this context, never through `Date.now()` directly, so a test can hand in a clock it moves
 * by hand. `useNow` is the server's time: the device's plus the offset the API's answers
 * showed (store/serverClock), so a wrong device clock or a moved demo clock counts right.
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../store/hooks';
import { serverNow } from '../../store/serverClock/serverClockSlice';

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Calls `tick` every `ms` milliseconds until the returned function is called. */
  every(ms: number, tick: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const id = setInterval(tick, ms);
    return () => clearInterval(id);
  },
};

export const ClockContext = createContext<Clock>(systemClock);

const SECOND_MS = 1000;

/**
 * The server's current time in whole seconds (as milliseconds), updated every second. Whole
 * seconds keep the snapshot stable between two reads within the same second, as
 * useSyncExternalStore requires.
 */
export function useNow(): number {
  const clock = useContext(ClockContext);
  const offsetMs = useAppSelector((state) => state.serverClock.offsetMs);
  const subscribe = useCallback(
    (onChange: () => void) => clock.every(SECOND_MS, onChange),
    [clock],
  );
  const read = () => Math.floor(serverNow(clock.now(), offsetMs) / SECOND_MS) * SECOND_MS;
  return useSyncExternalStore(subscribe, read, read);
}
