/**
 * Operation handlers by operationId. An operation without a handler answers the
 * "not implemented" failure (HTTP 501) until its issue fills it in.
 */
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { OperationHandlers } from '../http/specRoutes';
import { systemHandlers } from './system';

export interface HandlerDependencies {
  db: Database;
  config: ServerConfig;
}

export function createHandlers(deps: HandlerDependencies): OperationHandlers {
  return { ...systemHandlers(deps) };
}
