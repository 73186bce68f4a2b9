/**
 * The home board's modules, evaluated in steps with a task between them (store/nextTask.ts):
 * Redux Toolkit Query with the four API slices (created and injected into the store), then
 * the engine's endpoints with their hooks, then the board and its cards. Evaluated at once,
 * as a lazy chunk's modules are, they were one long task of 170-200 ms (CPU slowed 4×) after
 * the first paint. They come in the board's chunks all the same (webpack's eager mode):
 * nothing more to fetch, nothing fetched later.
 */
import { nextTask } from '../../../store/nextTask';

export async function loadHomeBoard() {
  // Evaluated for their effects; naming one export each keeps the others tree-shaken.
  await import(/* webpackMode: "eager", webpackExports: "apis" */ '../../../store/api/emptyApis');
  await nextTask();
  await import(
    /* webpackMode: "eager", webpackExports: "engineEndpoints" */ '../../../store/api/engine'
  );
  await nextTask();
  return import(/* webpackMode: "eager", webpackExports: "default" */ './HomeBoard');
}
