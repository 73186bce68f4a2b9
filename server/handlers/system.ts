/** `System/GetInfo`: what support needs to know of a running server. */
import { schemaVersion } from '../db/migrate';
import type { OperationHandlers } from '../http/specRoutes';
import type { HandlerDependencies } from './index';
import packageJson from '../../package.json';

export function systemHandlers({ db }: HandlerDependencies): OperationHandlers {
  return {
    systemGetInfo: async () => ({
      data: {
        Version: packageJson.version,
        Database: db.kind,
        SchemaVersion: await schemaVersion(db),
        ServerTime: new Date().toISOString(),
      },
    }),
  };
}
