/**
 * The team screens' structure (issue 12): the builder stays a hook and small components,
 * every pitch is the shared one in components/pitch, and one component draws a points
 * breakdown. Each test fails on the regression it names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '../..');
const ROOT = join(SRC, '..');

function sourceFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, pattern);
    return pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const lines = (path: string) => readFileSync(path, 'utf8').split('\n').length;
const named = (paths: string[]) => paths.map((path) => relative(ROOT, path)).sort();

it("keeps the builder's components under 150 lines and its hook under 200", () => {
  const builder = sourceFiles(join(__dirname, 'builder'), /\.tsx?$/);
  expect(builder.length).toBeGreaterThan(5);
  const tooLong = builder
    .filter((path) => lines(path) > (path.endsWith('.tsx') ? 150 : 200))
    .map((path) => `${relative(ROOT, path)}: ${lines(path)} lines`);
  expect(tooLong).toEqual([]);
});

it('draws every pitch with the shared component', () => {
  // The pitch's lines are laid out in one component and styled in one style sheet.
  const drawing = sourceFiles(SRC, /\.tsx$/).filter((path) =>
    readFileSync(path, 'utf8').includes('pitch__row'),
  );
  expect(named(drawing)).toEqual(['src/components/pitch/Pitch.tsx']);
  const styling = sourceFiles(SRC, /\.css$/).filter((path) =>
    /^\.pitch(-wrap|__[\w-]+)?\s*[{,]/m.test(readFileSync(path, 'utf8')),
  );
  expect(named(styling)).toEqual(['src/components/pitch/pitch.css']);
});

it('draws every points breakdown with one table component', () => {
  // A breakdown table names its reasons (`stat.goal`...): one component reads those names.
  const breakdowns = sourceFiles(SRC, /\.tsx$/).filter((path) =>
    /\bt\(`stat\.\$\{/.test(readFileSync(path, 'utf8')),
  );
  expect(named(breakdowns)).toEqual(['src/components/breakdown/BreakdownList.tsx']);
});
