/**
 * `npm run bundle:budget` (after `npm run build`): the JavaScript a visitor's `/` loads
 * before anything else, i.e. the scripts dist/index.html names, gzipped at level 9 one by
 * one, must stay within 150 KB (spec, issue 5). Prints each file and the sum; exits 1 above.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 150_000;

/** The `src` of every `<script>` in the page, quoted or not (the build may drop quotes). */
export function scriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*?\bsrc=(?:"([^"]+)"|'([^']+)'|([^\s>]+))/gi)) {
    sources.push((match[1] ?? match[2] ?? match[3])!);
  }
  return sources;
}

export function gzippedSize(bytes: Buffer): number {
  return gzipSync(bytes, { level: 9 }).length;
}

export function measure(dist: string): { files: { path: string; bytes: number }[]; total: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = scriptSources(html).map((src) => {
    const path = src.replace(/^\//, '').replace(/[?#].*$/, '');
    return { path, bytes: gzippedSize(readFileSync(join(dist, path))) };
  });
  return { files, total: files.reduce((sum, file) => sum + file.bytes, 0) };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

if (require.main === module) {
  const { files, total } = measure(join(__dirname, '..', 'dist'));
  if (files.length === 0) {
    console.error('bundle budget: dist/index.html names no scripts (run `npm run build` first)');
    process.exit(1);
  }
  for (const file of files) console.log(`${kb(file.bytes).padStart(9)}  ${file.path}`);
  console.log(`${kb(total).padStart(9)}  initial JavaScript, gzipped (budget ${kb(BUDGET_BYTES)})`);
  if (total > BUDGET_BYTES) {
    console.error(`bundle budget exceeded by ${kb(total - BUDGET_BYTES)}`);
    process.exit(1);
  }
}
