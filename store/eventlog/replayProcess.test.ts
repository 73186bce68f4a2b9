import { plainProcessEnv } from './replayProcess';

test('the environment becomes a plain object with the same values', () => {
  const before = { ...process.env };
  plainProcessEnv();
  expect(Object.getPrototypeOf(process.env)).toBe(Object.prototype);
  expect(process.env).toEqual(before);
  // Still the process's environment for what the replay reads from it.
  expect(process.env.NODE_ENV).toBe(before.NODE_ENV);
});
