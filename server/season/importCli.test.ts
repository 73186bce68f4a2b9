import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../db/database';
import { openMigratedTestDatabase, TEST_DATABASES } from '../testing/testDatabase';
import { seedClubs } from './clubs';
import { runImport } from './importCli';
import { SAMPLE_CSV, sampleImport } from './importSamples';

const now = new Date('2025-09-01T10:00:00Z');

function file(name: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'kadro-import-'));
  writeFileSync(join(dir, name), text);
  return join(dir, name);
}

describe.each(TEST_DATABASES)('npm run import on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedTestDatabase(kind);
    await seedClubs(db);
  });
  afterAll(() => db.close());

  it('a JSON file: a dry run, then the import, printing the counts', async () => {
    const json = file('season.json', JSON.stringify(sampleImport()));
    const dry = await runImport(db, [json, '--dry-run'], now);
    expect(dry).toEqual({
      code: 0,
      output: expect.stringContaining('Dry run (nothing written):\n  teams: 2 added, 0 updated'),
    });
    const done = await runImport(db, [json], now);
    expect(done.code).toBe(0);
    expect(done.output).toBe(
      [
        'Imported:',
        'teams: 2 added, 0 updated',
        'players: 4 added, 0 updated',
        'rounds: 1 added, 0 updated',
        'matches: 2 added, 0 updated',
        'appearances: 3, events: 2',
      ].join('\n  '),
    );
  });

  it('a CSV folder, its rows matched on codes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kadro-csv-'));
    for (const [name, text] of Object.entries(SAMPLE_CSV)) writeFileSync(join(dir, name), text);
    const done = await runImport(db, [dir], now);
    expect(done.output).toContain('teams: 0 added, 2 updated');
    expect(done.output).toContain('matches: 1 added, 1 updated');
    expect(done.code).toBe(0);
  });

  it('prints the first problem with its file and line, and exits non-zero', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kadro-csv-'));
    writeFileSync(
      join(dir, 'players.csv'),
      SAMPLE_CSV['players.csv'].replace('xa-fw,XA', 'xa-fw,XYZ'),
    );
    expect(await runImport(db, [dir], now)).toEqual({
      code: 1,
      output: 'Import refused: Players[1].TeamCode: no club XYZ (players.csv line 3)',
    });
    const bad = file('bad.json', JSON.stringify({ ...sampleImport(), Teams: [{ Code: 'x' }] }));
    expect(await runImport(db, [bad], now)).toEqual({
      code: 1,
      output: 'Import refused: Teams[0].Name: is required',
    });
    expect(await runImport(db, [file('broken.json', '{"Comp')], now)).toMatchObject({
      code: 1,
      output: expect.stringMatching(/^Import failed: .*broken\.json is not JSON/),
    });
    expect(await runImport(db, ['/nowhere/at/all.json'], now)).toMatchObject({
      code: 1,
      output: expect.stringMatching(/^Import failed: ENOENT/),
    });
    expect(await runImport(db, [], now)).toEqual({
      code: 1,
      output:
        'Import failed: usage: npm run import -- <file.json|folder> [--dry-run] [--competition TR_SL]',
    });
  });
});
