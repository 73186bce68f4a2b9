/**
 * The auth base (`/auth/api`) as the rest of the code sees it: the generated endpoints, hooks
 * and types of ./generated/auth.ts, and the one place for what codegen cannot say (cache
 * tags, a transformResponse, an optimistic update) through
 * `authEndpoints.enhanceEndpoints`. Nothing outside store/api/ imports ./generated
 * (eslint.config.mjs); a chunk that imports this module loads the auth endpoints only.
 */
export * from './generated/auth';
