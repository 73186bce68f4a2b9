/**
 * The debug log's body: Redux DevTools' lifted state, at the file's top level (see
 * exportLog.ts). Apart from the export so that reading a file's actions loads no action
 * vocabulary or API.
 */
import type { Action } from '@reduxjs/toolkit';

/** An action as `@redux-devtools/instrument` holds it. */
export interface LiftedAction {
  type: 'PERFORM_ACTION';
  action: Action;
  /** Epoch ms. */
  timestamp: number;
}

/**
 * The instrument's lifted state, as its IMPORT_STATE takes it: action 0 is its own
 * `@@INIT`, staged actions 1..n are the log's; `computedStates` is empty so that the
 * instrument computes them with the app's reducer from `committedState`, the base.
 */
export interface LiftedLog {
  actionsById: Record<string, LiftedAction>;
  nextActionId: number;
  stagedActionIds: number[];
  skippedActionIds: number[];
  committedState: unknown;
  currentStateIndex: number;
  computedStates: [];
  monitorState: Record<string, never>;
}

/** The instrument's first action (`@redux-devtools/instrument` ActionTypes.INIT). */
export const DEVTOOLS_INIT = '@@INIT';

/** The lifted state's fields, in the order the file writes them. */
export const LIFTED_KEYS = [
  'actionsById',
  'nextActionId',
  'stagedActionIds',
  'skippedActionIds',
  'committedState',
  'currentStateIndex',
  'computedStates',
  'monitorState',
] as const satisfies readonly (keyof LiftedLog)[];

/** The lifted state of a file (its fields without the `x-replay` header), in file order. */
export function liftedOf<L extends object>(file: L): Pick<L, Extract<keyof L, keyof LiftedLog>> {
  const lifted: Record<string, unknown> = {};
  for (const key of LIFTED_KEYS) lifted[key] = (file as Record<string, unknown>)[key];
  return lifted as Pick<L, Extract<keyof L, keyof LiftedLog>>;
}

/** The logged actions of an exported file, in order (its staged actions after the first). */
export function actionsOf(file: LiftedLog): Action[] {
  return file.stagedActionIds.slice(1).map((id) => (file.actionsById[id] as LiftedAction).action);
}
