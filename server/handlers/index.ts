/**
 * Operation handlers by operationId. An operation without a handler answers the
 * "not implemented" failure (HTTP 501) until its issue fills it in.
 */
import type { SignedTokens } from '../accounts/signedTokens';
import type { Captcha } from '../captcha/captcha';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { OperationHandlers } from '../http/specRoutes';
import type { Mailer } from '../mail/mailer';
import type { Clock } from '../platform/clock';
import { accountHandlers } from './accounts';
import { adminUserHandlers } from './adminUsers';
import { captchaHandlers } from './captcha';
import { deviceHandlers } from './devices';
import { socialHandlers } from './social';
import { supportLogHandlers } from './supportLogs';
import { systemHandlers } from './system';

export interface HandlerDependencies {
  db: Database;
  config: ServerConfig;
  clock: Clock;
  tokens: SignedTokens;
  mailer: Mailer;
  captcha: Captcha;
}

export function createHandlers(deps: HandlerDependencies): OperationHandlers {
  return {
    ...systemHandlers(deps),
    ...accountHandlers(deps),
    ...socialHandlers(deps),
    ...deviceHandlers(deps),
    ...captchaHandlers(deps),
    ...supportLogHandlers(deps),
    ...adminUserHandlers(deps),
  };
}
