/**
 * The server's time, as an offset from this device's clock. Every answer carries the game
 * clock in `X-Server-Time` (api-spec common.yaml); the base query measures the offset and
 * keeps it here, and every countdown adds it to the device's time (src/components/clock.ts),
 * so a device clock that is off, or a demo clock an admin moved, still counts right.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const SERVER_TIME_HEADER = 'X-Server-Time';

/** A measured offset that moves less than this from the kept one is network jitter. */
export const OFFSET_TOLERANCE_MS = 1000;

export interface ServerClockState {
  /** Server time minus device time, in ms; null before the first answer. */
  offsetMs: number | null;
}

/**
 * The offset an answer shows: its server time against the device's time halfway between
 * sending the request and receiving the answer (the server stamps it in between). Null when
 * the answer has no (valid) server time.
 */
export function measuredOffset(
  serverTime: string | null,
  sentAt: number,
  receivedAt: number,
): number | null {
  if (!serverTime) return null;
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return null;
  return Math.round(server - (sentAt + receivedAt) / 2);
}

/** Whether a measured offset replaces the kept one: the first, or one that moved by a second. */
export function offsetMoved(kept: number | null, measured: number): boolean {
  return kept === null || Math.abs(measured - kept) >= OFFSET_TOLERANCE_MS;
}

/** The server's time now, by the device's time and the kept offset. */
export function serverNow(deviceNow: number, offsetMs: number | null): number {
  return deviceNow + (offsetMs ?? 0);
}

const initialState: ServerClockState = { offsetMs: null };

export const serverClockSlice = createSlice({
  name: 'serverClock',
  initialState,
  reducers: {
    /** An answer showed the server's time this far from the device's (ms). */
    serverTimeReceived(state, action: PayloadAction<number>) {
      state.offsetMs = action.payload;
    },
  },
});

export const { serverTimeReceived } = serverClockSlice.actions;
