/**
 * Every string in both languages: a key present in one language only fails here, and so
 * does a `t('…')` key used in src/ that the common translations lack.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = join(__dirname, '../../public/locales');
const LANGS = ['tr-TR', 'en-US'];

export function flatKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    flatKeys(inner, prefix ? `${prefix}.${key}` : key),
  );
}

export function oneSided(a: string[], b: string[]): string[] {
  const setA = new Set(a);
  const setB = new Set(b);
  return [...a.filter((k) => !setB.has(k)), ...b.filter((k) => !setA.has(k))].sort();
}

const read = (lng: string, file: string) =>
  JSON.parse(readFileSync(join(LOCALES, lng, file), 'utf8')) as unknown;

it('finds a key that exists in one language only', () => {
  expect(oneSided(flatKeys({ a: 1, b: { c: 2 } }), flatKeys({ a: 1, b: { d: 2 } }))).toEqual([
    'b.c',
    'b.d',
  ]);
});

it('both languages have the same namespace files', () => {
  expect(readdirSync(join(LOCALES, 'tr-TR')).sort()).toEqual(
    readdirSync(join(LOCALES, 'en-US')).sort(),
  );
});

it.each(readdirSync(join(LOCALES, 'tr-TR')))('%s has every key in both languages', (file) => {
  const [tr, en] = LANGS.map((lng) => flatKeys(read(lng, file)));
  expect(oneSided(tr!, en!)).toEqual([]);
});

it('every literal t() key used in src/ exists in its namespace', () => {
  const keysOf = new Map<string, Set<string>>();
  const keys = (ns: string) => {
    // A key may name a leaf or, read with `returnObjects`, a whole branch.
    const leaves = flatKeys(read('tr-TR', `${ns}.json`));
    const branches = leaves.flatMap((key) =>
      key.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.')),
    );
    if (!keysOf.has(ns)) keysOf.set(ns, new Set(branches));
    return keysOf.get(ns)!;
  };
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  walk(join(__dirname, '..'));
  const missing: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    // A module reads one namespace: the one its useTranslation('…') names, else `common`.
    const ns = /useTranslation\('(\w+)'\)/.exec(text)?.[1] ?? 'common';
    for (const match of text.matchAll(/\bt\('([a-zA-Z][\w.]*)'/g)) {
      if (!keys(ns).has(match[1]!)) missing.push(`${file}: ${ns}:${match[1]}`);
    }
  }
  expect(missing).toEqual([]);
});
