/**
 * The Node process a headless replay runs in (`npm run replay`, `npm run bench:eventlog`).
 *
 * Redux, Redux Toolkit and RTK Query read `process.env.NODE_ENV` inside every reducer call
 * (a bundler replaces it with a constant in the browser). In Node, `process.env` is a
 * getter into the C++ environment, about a third of a microsecond a read, and a replay
 * reads it several times per action: a quarter of the fold's time on a simple action. A
 * plain copy answers the same values at an object's speed. The reducers are the same
 * either way; only the libraries' development checks depend on the value, and the
 * replay command runs in production mode (package.json), as the browser build does.
 */
export function plainProcessEnv(): void {
  process.env = { ...process.env };
}
