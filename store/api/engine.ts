/**
 * The engine base (`/engine/api`) as the rest of the code sees it: the generated endpoints, hooks
 * and types of ./generated/engine.ts, and the one place for what codegen cannot say (cache
 * tags, a transformResponse, an optimistic update) through
 * `engineEndpoints.enhanceEndpoints`. Nothing outside store/api/ imports ./generated
 * (eslint.config.mjs); a chunk that imports this module loads the engine endpoints only.
 */
export * from './generated/engine';
