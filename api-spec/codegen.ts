/**
 * `npm run codegen`: one RTK Query slice per base, generated from the client view of the
 * bundled spec and injected into that base's empty API (store/api/emptyApis.ts).
 * Generated files are committed; CI regenerates them and fails on any difference.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import { BASE_NAMES, loadSpec, operationsOf, type BaseName } from './bundle';

const ROOT = resolve(__dirname, '..');
const WORK_DIR = join(ROOT, 'node_modules', '.cache', 'kadro-codegen');

export const API_EXPORT: Record<BaseName, string> = {
  auth: 'authApi',
  engine: 'engineApi',
  wallet: 'walletApi',
  league: 'leagueApi',
};

async function generate(base: BaseName): Promise<void> {
  const spec = loadSpec(base, 'client');
  const schemaFile = join(WORK_DIR, `${base}.json`);
  writeFileSync(schemaFile, JSON.stringify(spec, null, 2));
  const postReads = operationsOf(base, spec)
    .filter((op) => op.operation['x-kadro-query'] === true)
    .map((op) => String(op.operation.operationId));
  await generateEndpoints({
    schemaFile,
    apiFile: './store/api/emptyApis.ts',
    apiImport: API_EXPORT[base],
    outputFile: `./store/api/generated/${base}.ts`,
    exportName: `${base}Endpoints`,
    hooks: { queries: true, lazyQueries: true, mutations: true },
    tag: true,
    flattenArg: false,
    // Answers are the unwrapped envelope; failures go through the base query's error type.
    includeDefault: false,
    prettierConfigFile: join(ROOT, '.prettierrc.json'),
    endpointOverrides: postReads.length > 0 ? [{ pattern: postReads, type: 'query' }] : [],
  });
}

async function main(): Promise<void> {
  mkdirSync(WORK_DIR, { recursive: true });
  mkdirSync(join(ROOT, 'store', 'api', 'generated'), { recursive: true });
  // `npm run codegen -- auth` regenerates one base; no argument, all of them.
  const named = process.argv.slice(2).filter((a) => (BASE_NAMES as string[]).includes(a));
  const bases = named.length > 0 ? (named as BaseName[]) : BASE_NAMES;
  for (const base of bases) await generate(base);
  console.log(`generated store/api/generated/{${bases.join(',')}}.ts`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
