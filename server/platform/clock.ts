/**
 * The server's one clock. Everything that asks "what time is it" (token expiry, captcha
 * expiry, round deadlines) asks a Clock, so tests and the demo can move time.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move (tests). */
export class ManualClock implements Clock {
  private at: number;
  constructor(start: Date | string = '2026-01-01T12:00:00Z') {
    this.at = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.at);
  }
  set(to: Date | string): void {
    this.at = new Date(to).getTime();
  }
  advance(ms: number): void {
    this.at += ms;
  }
}
