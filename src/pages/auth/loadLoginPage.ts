/**
 * The sign-in page's modules, evaluated in steps with a task between them (store/nextTask.ts),
 * as the home board's are (src/pages/home/loadHomeBoard.ts): Redux Toolkit Query with the API
 * slices, then the forms' libraries (react-hook-form, yup), then the auth endpoints and the
 * page. Evaluated at once, as a lazy chunk's modules are, they are one long task after the
 * first paint.
 */
import { nextTask } from '../../../store/nextTask';

export async function loadLoginPage() {
  await import(/* webpackMode: "eager", webpackExports: "apis" */ '../../../store/api/emptyApis');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: "useForm" */ 'react-hook-form');
  await import(/* webpackMode: "eager", webpackExports: "object" */ 'yup');
  await nextTask();
  return import(/* webpackMode: "eager", webpackExports: "default" */ './LoginPage');
}
