/**
 * One word for one thing across every namespace: the position abbreviations (GAME_RULES'
 * GK, DEF, MID, FWD in English; KL, DF, OS, FV in Turkish, as TFF Fantezi Lig writes them)
 * wherever a namespace holds a map of them, and the sign-in button's words as the header
 * has them ("Giriş Yap", title case like "Kayıt Ol" and "Çıkış Yap").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCALES = join(__dirname, '../../public/locales');

const ABBREVIATIONS: Record<string, Record<string, string>> = {
  'tr-TR': { GK: 'KL', DEF: 'DF', MID: 'OS', FWD: 'FV' },
  'en-US': { GK: 'GK', DEF: 'DEF', MID: 'MID', FWD: 'FWD' },
};

/** Every object whose keys are exactly the four positions and whose values are short. */
function abbreviationMaps(value: unknown, path: string, found: [string, unknown][]) {
  if (value === null || typeof value !== 'object') return found;
  const keys = Object.keys(value).sort().join();
  const values = Object.values(value);
  if (keys === 'DEF,FWD,GK,MID' && values.every((v) => typeof v === 'string' && v.length <= 3)) {
    found.push([path, value]);
  }
  for (const [key, inner] of Object.entries(value))
    abbreviationMaps(inner, `${path}.${key}`, found);
  return found;
}

/** Every string value with its key path. */
function strings(value: unknown, path: string, found: [string, string][]) {
  if (typeof value === 'string') found.push([path, value]);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) strings(inner, `${path}.${key}`, found);
  }
  return found;
}

const namespaces = readdirSync(join(LOCALES, 'tr-TR'));
const read = (lng: string, file: string) =>
  JSON.parse(readFileSync(join(LOCALES, lng, file), 'utf8')) as unknown;

it.each(Object.keys(ABBREVIATIONS))('%s: one set of position abbreviations', (lng) => {
  const maps = namespaces.flatMap((file) => abbreviationMaps(read(lng, file), file, []));
  // team, stats and home hold one each at least.
  expect(maps.length).toBeGreaterThanOrEqual(3);
  for (const [path, map] of maps) expect([path, map]).toEqual([path, ABBREVIATIONS[lng]]);
});

it('the sign-in button reads "Giriş Yap" everywhere', () => {
  const labels = namespaces
    .flatMap((file) => strings(read('tr-TR', file), file, []))
    .filter(([, text]) => /^giriş yap$/i.test(text));
  expect(labels.length).toBeGreaterThan(0);
  for (const [path, text] of labels) expect([path, text]).toEqual([path, 'Giriş Yap']);
});
