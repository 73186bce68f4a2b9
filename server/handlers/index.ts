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
import type { RateCounters } from '../rateLimits/counters';
import { accountHandlers } from './accounts';
import { adminAuditHandlers, withAdminAudit } from './adminAudit';
import { adminUserHandlers } from './adminUsers';
import { adminWalletHandlers } from './adminWallet';
import { bestOfTheWeekHandlers } from './bestOfTheWeek';
import { captchaHandlers } from './captcha';
import { clanHandlers } from './clans';
import { classementHandlers } from './classement';
import { clubHandlers } from './clubs';
import { collectionHandlers } from './collection';
import { couponHandlers } from './coupons';
import { deviceHandlers } from './devices';
import { friendLeagueHandlers } from './friendLeagues';
import { gameAdminHandlers } from './gameAdmin';
import { leagueHandlers } from './leagues';
import { marketHandlers } from './market';
import { matchHandlers } from './matches';
import { notificationHandlers } from './notifications';
import { paymentHandlers } from './payments';
import { playerHandlers } from './players';
import { roundHandlers } from './rounds';
import { ruleSetHandlers } from './ruleSets';
import { seasonAdminHandlers } from './seasonAdmin';
import { socialHandlers } from './social';
import { specialLeagueHandlers } from './specialLeagues';
import { supportLogHandlers } from './supportLogs';
import { systemHandlers } from './system';
import { userScoreHandlers } from './userScores';
import { userTeamHandlers } from './userTeams';
import { walletHandlers } from './wallet';

export interface HandlerDependencies {
  db: Database;
  config: ServerConfig;
  /** The game clock (movable in the demo and tests): deadlines, rounds, game events. */
  clock: Clock;
  /** Real time, never moved with the game: sessions, e-mailed links, captchas, upload quotas. */
  realClock: Clock;
  tokens: SignedTokens;
  mailer: Mailer;
  captcha: Captcha;
  /** Shared by every server process: failed sign-ins per account. */
  rateCounters: RateCounters;
}

/** Every Admin operation's call is audited (handlers/adminAudit.ts). */
export function createHandlers(deps: HandlerDependencies): OperationHandlers {
  return withAdminAudit(allHandlers(deps), deps);
}

function allHandlers(deps: HandlerDependencies): OperationHandlers {
  return {
    ...systemHandlers(deps),
    ...accountHandlers(deps),
    ...socialHandlers(deps),
    ...deviceHandlers(deps),
    ...notificationHandlers(deps),
    ...captchaHandlers(deps),
    ...supportLogHandlers(deps),
    ...adminUserHandlers(deps),
    ...roundHandlers(deps),
    ...ruleSetHandlers(deps),
    ...gameAdminHandlers(deps),
    ...matchHandlers(deps),
    ...clubHandlers(deps),
    ...playerHandlers(deps),
    ...bestOfTheWeekHandlers(deps),
    ...userScoreHandlers(deps),
    ...userTeamHandlers(deps),
    ...seasonAdminHandlers(deps),
    ...walletHandlers(deps),
    ...marketHandlers(deps),
    ...couponHandlers(deps),
    ...paymentHandlers(deps),
    ...collectionHandlers(deps),
    ...leagueHandlers(deps),
    ...clanHandlers(deps),
    ...friendLeagueHandlers(deps),
    ...specialLeagueHandlers(deps),
    ...classementHandlers(deps),
    ...adminAuditHandlers(deps),
    ...adminWalletHandlers(deps),
  };
}
