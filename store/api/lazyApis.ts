/**
 * Which API slices are loaded, and the stores to inject them into. Imports no RTK Query:
 * `emptyApis.ts` announces the four APIs when a chunk that uses an endpoint first loads
 * it, and every store (made before or after) gets their reducers and middleware.
 */
import { createAction } from '@reduxjs/toolkit';
import type { apis } from './emptyApis';

export type AnyApi = (typeof apis)[number];
export type ApiInjector = (api: AnyApi) => void;

const loaded: AnyApi[] = [];
const injectors = new Set<ApiInjector>();

/** A live store got an API slice; the action lets its reducer give the slice its state. */
export const apiInjected = createAction<string>('store/apiInjected');

/** Called once by emptyApis.ts when the APIs module is evaluated. */
export function apisLoaded(list: readonly AnyApi[]): void {
  for (const api of list) {
    if (loaded.includes(api)) continue;
    loaded.push(api);
    for (const inject of injectors) inject(api);
  }
}

/** The APIs loaded so far (all four once any endpoint module has loaded). */
export function loadedApis(): readonly AnyApi[] {
  return loaded;
}

/** Injects the APIs loaded so far now, and every later one when it loads. */
export function onApiLoaded(inject: ApiInjector): () => void {
  for (const api of loaded) inject(api);
  injectors.add(inject);
  return () => injectors.delete(inject);
}
