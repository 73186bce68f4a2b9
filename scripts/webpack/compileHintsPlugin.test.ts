import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from './compileHintsPlugin';

/** A production build of a small entry with two lazy chunks, `first` hinted. */
async function build(chunkGroups: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'kadro-compile-hints-'));
  writeFileSync(
    join(dir, 'entry.js'),
    [
      'export function greet(name) { return "hello " + name; }',
      'import(/* webpackChunkName: "first" */ "./first.js").then((m) => m.run(greet));',
      'document.body.onclick = () => import(/* webpackChunkName: "later" */ "./later.js");',
    ].join('\n'),
  );
  writeFileSync(join(dir, 'first.js'), 'export function run(f) { console.log(f("first")); }');
  writeFileSync(join(dir, 'later.js'), 'export const later = () => console.log("later");');
  const stats = await new Promise<webpack.Stats>((done, fail) =>
    webpack({
      mode: 'production',
      context: dir,
      entry: { main: './entry.js' },
      output: { path: join(dir, 'out'), filename: '[name].[contenthash:8].js' },
      devtool: 'source-map',
      plugins: [new CompileHintsPlugin(chunkGroups)],
    }).run((error, result) => (error ? fail(error) : done(result!))),
  );
  // A build with errors writes nothing.
  const files = stats.hasErrors() ? [] : readdirSync(join(dir, 'out'));
  const script = (name: string) => {
    const file = files.find((f) => f.startsWith(`${name}.`) && f.endsWith('.js'))!;
    return {
      code: readFileSync(join(dir, 'out', file), 'utf8'),
      map: JSON.parse(readFileSync(join(dir, 'out', `${file}.map`), 'utf8')) as RawSourceMap,
    };
  };
  return { dir, stats, script };
}

describe('CompileHintsPlugin', () => {
  let built: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    built = await build(['first']);
  }, 60_000);
  afterAll(() => rmSync(built.dir, { recursive: true, force: true }));

  it("hints the entry's scripts and the named lazy chunks, and no other", () => {
    expect(built.stats.hasErrors()).toBe(false);
    expect(built.script('main').code.startsWith(COMPILE_HINT)).toBe(true);
    expect(built.script('first').code.startsWith(COMPILE_HINT)).toBe(true);
    expect(built.script('later').code).not.toContain('allFunctionsCalledOnLoad');
  });

  it('keeps the source maps right below the added line', async () => {
    const { code, map } = built.script('main');
    const lines = code.split('\n');
    const line = lines.findIndex((text) => text.includes('"hello "'));
    expect(line).toBeGreaterThan(0);
    const column = lines[line]!.indexOf('"hello "');
    const consumer = await new SourceMapConsumer(map);
    const original = consumer.originalPositionFor({ line: line + 1, column });
    expect(original.source).toMatch(/entry\.js$/);
    expect(original.line).toBe(1);
  });

  it('fails the build on a chunk name it does not know', async () => {
    const other = await build(['nowhere']);
    try {
      expect(other.stats.hasErrors()).toBe(true);
      expect(other.stats.toString()).toMatch(/no chunk named "nowhere"/);
    } finally {
      rmSync(other.dir, { recursive: true, force: true });
    }
  }, 60_000);
});
