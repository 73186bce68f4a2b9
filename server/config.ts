/** Server configuration, from the environment (README "Configuration"). */
import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** The embedded database and the mail outbox live here. */
  dataDir: string;
  /** A real PostgreSQL server; when unset the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  /** API base URL the client calls; '' means the page's own origin. */
  apiBaseUrl: string;
  /** The built client (webpack output). */
  clientDir: string;
  /** Translation files, served at /locales/{lng}/{ns}.json. */
  localesDir: string;
  logLevel: string;
  /** Check every answer against api-spec/ (on in tests: a wrong answer fails loudly). */
  validateResponses: boolean;
}

const ROOT = resolve(__dirname, '..');

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`PORT must be 0-65535, got "${value}"`);
  return n;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: port(env.PORT),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR || resolve(ROOT, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    apiBaseUrl: env.API_BASE_URL ?? '',
    clientDir: resolve(env.CLIENT_DIR || resolve(ROOT, 'dist')),
    localesDir: resolve(ROOT, 'public', 'locales'),
    logLevel: env.LOG_LEVEL || 'info',
    validateResponses: env.VALIDATE_RESPONSES === '1',
  };
}
