/**
 * The operations of api-spec/ that have no handler yet and answer "not implemented" (HTTP
 * 501): the one deliberate list, which the leagues, wallet and market issues shrink.
 * `coverage.test.ts` holds the handler map to it: every other operation has a handler.
 */
import type { OperationId } from '../http/specRoutes';

export const NOT_IMPLEMENTED: readonly OperationId[] = [
  // Leagues (league base): favourite team, clans, friend groups, classement, end of week.
];
