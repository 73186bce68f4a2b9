/** The time left until a deadline, split the way the countdown shows it. */
export type TimeLeft =
  | { unit: 'passed' }
  | { unit: 'days'; days: number; hours: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'minutes'; minutes: number; seconds: number };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Two units at most, the larger first; seconds only in the last hour. */
export function timeLeft(deadlineMs: number, nowMs: number): TimeLeft {
  const left = deadlineMs - nowMs;
  if (left <= 0) return { unit: 'passed' };
  if (left >= DAY) {
    return { unit: 'days', days: Math.floor(left / DAY), hours: Math.floor((left % DAY) / HOUR) };
  }
  if (left >= HOUR) {
    return {
      unit: 'hours',
      hours: Math.floor(left / HOUR),
      minutes: Math.floor((left % HOUR) / MINUTE),
    };
  }
  return {
    unit: 'minutes',
    minutes: Math.floor(left / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}
