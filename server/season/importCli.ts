/**
 * `npm run import -- <file.json|folder> [--dry-run] [--competition TR_SL]`: imports a season
 * file (the api-spec SeasonImport shape as JSON) or a folder of CSV files into the database
 * of DATA_DIR / DATABASE_URL. Prints the counts, or the first problem (never a stack trace)
 * and exits non-zero.
 */
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { configFromEnv } from '../config';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';
import { systemClock } from '../platform/clock';
import type { SeasonImport, SeasonImportResult } from '../../store/api/engine';
import { SUPER_LIG } from './clubs';
import { seasonImportProblem } from './importSchema';
import { readSeasonCsv } from './seasonCsv';
import { importSeason, SeasonImportError } from './seasonImport';

interface Arguments {
  source: string;
  dryRun: boolean;
  competition: string;
}

export function parseArguments(argv: string[]): Arguments {
  const rest = [...argv];
  let dryRun = false;
  let competition = SUPER_LIG;
  const positional: string[] = [];
  while (rest.length > 0) {
    const arg = rest.shift()!;
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--competition') competition = rest.shift() ?? '';
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else positional.push(arg);
  }
  if (positional.length !== 1 || !competition) {
    throw new Error(
      'usage: npm run import -- <file.json|folder> [--dry-run] [--competition TR_SL]',
    );
  }
  return { source: positional[0]!, dryRun, competition };
}

/** The import of a JSON file or a CSV folder, and how to name a row of it. */
export function readSource(args: Arguments): {
  season: SeasonImport;
  sourceOf: (path: string) => string | undefined;
} {
  if (statSync(args.source).isDirectory()) {
    return readSeasonCsv(args.source, { competitionCode: args.competition, dryRun: args.dryRun });
  }
  let season: unknown;
  try {
    season = JSON.parse(readFileSync(args.source, 'utf8'));
  } catch (error) {
    throw new Error(`${args.source} is not JSON: ${(error as Error).message}`, { cause: error });
  }
  if (typeof season === 'object' && season !== null && args.dryRun) {
    (season as SeasonImport).DryRun = true;
  }
  return { season: season as SeasonImport, sourceOf: () => undefined };
}

export function describeResult(r: SeasonImportResult): string {
  const pair = (name: string, c: { Added: number; Updated: number }) =>
    `${name}: ${c.Added} added, ${c.Updated} updated`;
  return [
    r.DryRun ? 'Dry run (nothing written):' : 'Imported:',
    pair('teams', r.Teams),
    pair('players', r.Players),
    pair('rounds', r.Rounds),
    pair('matches', r.Matches),
    `appearances: ${r.Appearances}, events: ${r.Events}`,
  ].join('\n  ');
}

/** Runs an import against `db`; answers the text to print and the exit code. */
export async function runImport(
  db: Database,
  argv: string[],
  now: Date,
): Promise<{ output: string; code: number }> {
  let sourceOf: (path: string) => string | undefined = () => undefined;
  try {
    const args = parseArguments(argv);
    const read = readSource(args);
    sourceOf = read.sourceOf;
    const problem = seasonImportProblem(read.season);
    if (problem) throw new SeasonImportError(problem);
    return { output: describeResult(await importSeason(db, read.season, now)), code: 0 };
  } catch (error) {
    if (error instanceof SeasonImportError) {
      const where = sourceOf(error.problem);
      return { output: `Import refused: ${error.problem}${where ? ` (${where})` : ''}`, code: 1 };
    }
    return { output: `Import failed: ${(error as Error).message}`, code: 1 };
  }
}

async function main() {
  const config = configFromEnv();
  let db: Database | undefined;
  let result: { output: string; code: number };
  try {
    mkdirSync(config.dataDir, { recursive: true });
    db = await openDatabase(
      config.databaseUrl
        ? { databaseUrl: config.databaseUrl }
        : { dataDir: `${config.dataDir}/db` },
    );
    await migrate(db);
    result = await runImport(db, process.argv.slice(2), systemClock.now());
  } catch (error) {
    result = {
      output: `Import failed: cannot open the database (${(error as Error).message}); is the server running on the same data folder?`,
      code: 1,
    };
  }
  await db?.close().catch(() => undefined);
  (result.code === 0 ? process.stdout : process.stderr).write(`${result.output}\n`);
  process.exit(result.code);
}

if (process.argv[1] && /importCli\.ts$/.test(process.argv[1])) void main();
