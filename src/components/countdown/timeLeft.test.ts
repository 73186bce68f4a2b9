import { timeLeft } from './timeLeft';

const at = Date.parse('2026-11-23T12:00:00Z');
const s = 1000;

it.each([
  [0, { unit: 'passed' }],
  [-5 * s, { unit: 'passed' }],
  [1 * s, { unit: 'minutes', minutes: 0, seconds: 1 }],
  [59 * 60 * s + 59 * s, { unit: 'minutes', minutes: 59, seconds: 59 }],
  [3600 * s, { unit: 'hours', hours: 1, minutes: 0 }],
  [(23 * 3600 + 59 * 60 + 59) * s, { unit: 'hours', hours: 23, minutes: 59 }],
  [24 * 3600 * s, { unit: 'days', days: 1, hours: 0 }],
  [(3 * 24 * 3600 + 5 * 3600 + 59 * 60) * s, { unit: 'days', days: 3, hours: 5 }],
])('%i ms before the deadline shows %o', (left, expected) => {
  expect(timeLeft(at + left, at)).toEqual(expected);
});
