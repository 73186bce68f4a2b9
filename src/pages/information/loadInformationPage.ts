/**
 * The information pages' modules, evaluated in steps with a task between them
 * (store/nextTask.ts), as the home board's are (src/pages/home/loadHomeBoard.ts): Redux
 * Toolkit Query with the API slices, then the engine's endpoints, then the pages. Evaluated
 * at once, as a lazy chunk's modules are, they are one long task after the first paint.
 */
import { nextTask } from '../../../store/nextTask';

export async function loadInformationPage() {
  await import(/* webpackMode: "eager", webpackExports: "apis" */ '../../../store/api/emptyApis');
  await nextTask();
  await import(
    /* webpackMode: "eager", webpackExports: "engineEndpoints" */ '../../../store/api/engine'
  );
  await nextTask();
  return import(/* webpackMode: "eager", webpackExports: "default" */ './InformationPage');
}
