/**
 * The debug log's payload: Redux DevTools' lifted state (see exportLog.ts). Apart from
 * the export so that reading a file's actions loads no action vocabulary or API.
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

/** The logged actions of an exported file, in order (the payload's staged actions). */
export function actionsOf(file: { payload: string }): Action[] {
  const lifted = JSON.parse(file.payload) as LiftedLog;
  return lifted.stagedActionIds
    .slice(1)
    .map((id) => (lifted.actionsById[id] as LiftedAction).action);
}
