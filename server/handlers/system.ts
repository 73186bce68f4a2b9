/** `System/GetInfo`: what support needs to know of a running server. */
import type { OperationHandlers } from '../http/specRoutes';
import { readSystemInfo } from '../platform/systemInfo';
import type { HandlerDependencies } from './index';

export function systemHandlers({ db }: HandlerDependencies): OperationHandlers {
  return {
    systemGetInfo: async () => ({ data: await readSystemInfo(db) }),
  };
}
