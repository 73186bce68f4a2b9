import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { indexHtml } from './clientFiles';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function built(html: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'kadro-client-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'index.html'), html);
  return dir;
}

const API = 'https://api.kadro.example/"x"';
const EXPECTED = '<meta name="api-base-url" content="https://api.kadro.example/&quot;x&quot;" />';

describe('indexHtml sets the API base the server was started with', () => {
  it.each([
    ['as public/index.html writes it', '<head><meta name="api-base-url" content="" /><title>'],
    ['with a value already', '<head><meta name="api-base-url" content="http://old" /><title>'],
    ['minified, empty', '<head><meta name=api-base-url content><title>'],
    ['minified, with a value', '<head><meta name=api-base-url content=http://old><title>'],
  ])('%s', (_, html) => {
    const out = indexHtml({ clientDir: built(html), localesDir: '', apiBaseUrl: API });
    expect(out).toBe(`<head>${EXPECTED}<title>`);
  });
});
