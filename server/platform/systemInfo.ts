/** What support needs to know of a running server (`System/GetInfo`). */
import packageJson from '../../package.json';
import type { Database } from '../db/database';
import { schemaVersion } from '../db/migrate';

export async function readSystemInfo(db: Database) {
  return {
    Version: packageJson.version,
    Database: db.kind,
    SchemaVersion: await schemaVersion(db),
    ServerTime: new Date().toISOString(),
  };
}
