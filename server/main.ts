/** `npm start`: opens the database, applies migrations, serves the game on one port. */
import { mkdirSync } from 'node:fs';
import { firstStart } from './accounts/firstStart';
import { buildApp } from './app';
import { configFromEnv } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { systemClock } from './platform/clock';

async function main() {
  const config = configFromEnv();
  mkdirSync(config.dataDir, { recursive: true });
  const db = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: `${config.dataDir}/db` },
  );
  const applied = await migrate(db);
  const created = await firstStart(db, systemClock, {
    admin: config.seedAdmin,
    demo: config.seedDemo,
  });
  const app = await buildApp({
    config,
    db,
    clock: systemClock,
    print: (line) => console.log(line),
  });
  const close = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${config.dataDir}/db`;
  console.log(
    `Kadro is running at http://${config.host}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.port}/ ` +
      `with ${where}${applied.length ? `; applied migrations ${applied.join(', ')}` : ''}`,
  );
  for (const account of created) {
    console.log(
      `Created the ${account.role === 'Admin' ? 'admin' : 'demo'} account (shown once): ` +
        `user name "${account.userName}", password "${account.password}"`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
