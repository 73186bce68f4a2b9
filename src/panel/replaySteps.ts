/**
 * A support log's replay, step by step, for the viewer: the state after each action
 * (folded with the app's reducers, as headless replay does; states share structure), the
 * replay's verdict, and what an action changed.
 */
import type { Action } from '@reduxjs/toolkit';
import {
  describeReport,
  parseDebugLog,
  replayDebugLog,
  replayReducer,
  DebugLogError,
} from '../../store/eventlog/replay';

export interface ReplaySteps {
  firstSeq: number;
  appVersion: string;
  actions: Action[];
  /** states[0] is the base; states[i + 1] follows actions[i] (fewer when one threw). */
  states: unknown[];
  ok: boolean;
  verdict: string;
  /** The step to open: the first divergent action's, else the last. */
  focus: number;
}

export function replaySteps(log: unknown): ReplaySteps | { refused: string } {
  try {
    const parsed = parseDebugLog(JSON.stringify(log));
    const report = replayDebugLog(parsed);
    const reducer = replayReducer();
    const states: unknown[] = [parsed.base];
    for (const action of parsed.actions) {
      try {
        states.push(reducer(states.at(-1), action));
      } catch {
        break;
      }
    }
    const { firstSeq } = parsed.header;
    const divergent = report.ok ? null : report.divergence.seq;
    return {
      firstSeq,
      appVersion: parsed.header.appVersion,
      actions: parsed.actions,
      states,
      ok: report.ok,
      verdict: describeReport(report),
      focus:
        divergent === null
          ? states.length - 1
          : Math.min(states.length - 1, Math.max(1, divergent - firstSeq + 1)),
    };
  } catch (error) {
    if (error instanceof DebugLogError) return { refused: error.message };
    return { refused: (error as Error).message ?? String(error) };
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const shorten = (value: unknown, max = 200) => {
  const text = value === undefined ? '—' : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max)}…` : text;
};

/** The parts (two levels down) whose value an action changed, before and after. */
export function stateDiff(before: unknown, after: unknown) {
  const changes: { path: string; before: string; after: string }[] = [];
  if (!isRecord(before) || !isRecord(after)) return changes;
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key];
    const b = after[key];
    if (a === b) continue;
    if (isRecord(a) && isRecord(b)) {
      for (const name of new Set([...Object.keys(a), ...Object.keys(b)])) {
        if (a[name] !== b[name]) {
          changes.push({
            path: `${key}.${name}`,
            before: shorten(a[name]),
            after: shorten(b[name]),
          });
        }
      }
    } else {
      changes.push({ path: key, before: shorten(a), after: shorten(b) });
    }
  }
  return changes;
}

/** Where the replayed app was at a state: its recorded location. */
export function locationOf(state: unknown): string {
  const location = (
    state as {
      router?: { location?: { pathname?: string; search?: string; hash?: string } | null };
    }
  ).router?.location;
  return location?.pathname
    ? `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`
    : '/';
}
