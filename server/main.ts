/** `npm start`: opens the database, applies migrations, serves the game on one port. */
import { mkdirSync } from 'node:fs';
import { createdAccountLines, firstStart } from './accounts/firstStart';
import { buildApp } from './app';
import { configFromEnv, reachableUrl } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { GameClock } from './platform/gameClock';
import { seedDemoLeague } from './demo/demoLeague';
import { pushPortFromEnv, startPushDelivery } from './notifications/push';
import { advanceSeason, startScheduler } from './rounds/scheduler';
import { SUPER_LIG } from './season/clubs';
import { seedDemoSeason } from './season/demoSeason';
import { playDueMatches } from './season/matchPlay';

async function main() {
  const config = configFromEnv();
  mkdirSync(config.dataDir, { recursive: true });
  const db = await openDatabase(
    config.databaseUrl
      ? {
          databaseUrl: config.databaseUrl,
          onIdleConnectionLost: (error) =>
            console.warn(
              `Database: an idle connection was lost (${error.message}); another opens when needed`,
            ),
        }
      : { dataDir: `${config.dataDir}/db` },
  );
  const applied = await migrate(db);
  // The game clock: movable (demo) resumes its stored offset; deadlines, jobs and sessions follow it.
  const clock = await GameClock.load(db, config.clockMode);
  const created = await firstStart(db, clock, {
    admin: config.seedAdmin,
    demo: config.seedDemo,
  });
  if (config.demoSeason) {
    const started = Date.now();
    const season = await seedDemoSeason(db, clock.now());
    if (season.created) {
      const league = await seedDemoLeague(db, {
        competitionCode: SUPER_LIG,
        demoUserName: config.seedDemo.userName,
      });
      // Catch the new season up with the clock before serving: the played rounds are scored.
      const jobs = await advanceSeason(db, clock.now(), { playMatches: playDueMatches });
      console.log(
        `Generated a demo season: ${season.players} players, ${season.matches} matches, ` +
          `${league.teams} teams; ${jobs.filter((j) => j.job === 'score').length} rounds scored ` +
          `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
  }
  const app = await buildApp({
    config,
    db,
    clock,
    print: (line) => console.log(line),
  });
  const scheduler = startScheduler({
    db,
    clock,
    playMatches: playDueMatches,
    onError: (error) => app.log.error({ err: error }, 'season scheduler'),
  });
  // Notifications leave for devices after their causes commit (Firebase when configured).
  const pushes = startPushDelivery({
    db,
    port: pushPortFromEnv(process.env, app.log),
    log: app.log,
    now: () => clock.now(),
  });
  // Draining: the listener closes at once (a load balancer moves on), requests in flight
  // are answered (a SetClock finishes its jobs), the scheduler's run in progress ends.
  let draining = false;
  // An answer given while draining closes its connection: a kept-alive one would hold the
  // exit until the keep-alive timeout (72 s).
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('Connection', 'close');
  });
  const close = async (signal: string) => {
    console.log(`${signal}: draining (no new connections; finishing requests and jobs)`);
    draining = true;
    scheduler.stop();
    pushes.stop();
    try {
      await Promise.all([app.close(), scheduler.idle(), pushes.idle()]);
      await db.close();
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
    console.log(`${signal}: drained, exiting`);
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${config.dataDir}/db`;
  const address = app.server.address();
  const url = reachableUrl(
    config.host,
    address && typeof address === 'object' ? address.port : config.port,
  );
  // E-mailed links start with PUBLIC_URL; said when it is not the address printed.
  const links = config.publicUrl === url ? '' : `; e-mailed links open ${config.publicUrl}/`;
  console.log(
    `Kadro is running at ${url}/ with ${where}` +
      `${applied.length ? `; applied migrations ${applied.join(', ')}` : ''}${links}`,
  );
  for (const line of createdAccountLines(created)) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
