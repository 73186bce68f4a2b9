/**
 * The league base (`/league/api`) as the rest of the code sees it: the generated endpoints, hooks
 * and types of ./generated/league.ts, and the one place for what codegen cannot say (cache
 * tags, a transformResponse, an optimistic update) through
 * `leagueEndpoints.enhanceEndpoints`. Nothing outside store/api/ imports ./generated
 * (eslint.config.mjs); a chunk that imports this module loads the league endpoints only.
 */
export * from './generated/league';
