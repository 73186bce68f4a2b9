/**
 * Slices whose reducer loads with a later chunk (the team builder's), kept out of a
 * visitor's first page. The base reducer holds a stand-in under each one's path that keeps
 * the slice's initial state (`null`) and ignores every action, which is exactly what the real
 * reducer does until its own chunk dispatches its first event. So swapping the real reducer
 * in changes no state, needs no announcing action, and a replay with the full root reducer
 * (store/rootReducer.ts) computes the same states from the first action on.
 */
import type { Reducer } from '@reduxjs/toolkit';
import type { TeamBuilderState } from './team/teamBuilderSlice';

export type LazySlice = typeof import('./team/teamBuilderSlice').teamBuilderSlice;
type Injector = (slice: LazySlice) => void;

/** The stand-ins of the base reducer, one per lazy slice. */
export const lazySliceStandIns = {
  teamBuilder: ((state: TeamBuilderState | null = null) =>
    state) as Reducer<TeamBuilderState | null>,
};

const loaded: LazySlice[] = [];
const injectors = new Set<Injector>();

/** Called by the chunk that owns a slice when it loads: every store swaps its reducer in. */
export function sliceLoaded(slice: LazySlice): void {
  if (loaded.includes(slice)) return;
  loaded.push(slice);
  for (const inject of injectors) inject(slice);
}

/** Swaps in the slices loaded so far now, and every later one when it loads. */
export function onSliceLoaded(inject: Injector): () => void {
  for (const slice of loaded) inject(slice);
  injectors.add(inject);
  return () => injectors.delete(inject);
}
