import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientDocuments, documentFor, indexHtml } from './clientFiles';

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

describe('clientDocuments and documentFor: the prerendered pages', () => {
  const SHELL = '<head><meta name=api-base-url content><title></head><div id=root></div>';
  const page = (path: string) =>
    `<head><script>gate()</script><meta name=api-base-url content></head><div id="root" data-prerendered="${path}">…</div>`;

  function withPages(pages: Record<string, string>): string {
    const dir = built(SHELL);
    mkdirSync(join(dir, 'prerendered'));
    const manifest: Record<string, string> = {};
    for (const [path, file] of Object.entries(pages)) {
      writeFileSync(join(dir, 'prerendered', file), page(path));
      manifest[path] = file;
    }
    writeFileSync(join(dir, 'prerendered', 'pages.json'), JSON.stringify(manifest));
    return dir;
  }

  it('sends a prerendered path its own document (with the API base), any other the shell', () => {
    const clientDir = withPages({ '/': 'home.html', '/login': 'login.html' });
    const documents = clientDocuments({ clientDir, localesDir: '', apiBaseUrl: API });
    const home = documentFor(documents, '/');
    expect(home).toContain('data-prerendered="/"');
    expect(home).toContain(EXPECTED);
    expect(documentFor(documents, '/login?returnTo=x')).toContain('data-prerendered="/login"');
    expect(documentFor(documents, '/login/')).toContain('data-prerendered="/login"');
    expect(documentFor(documents, '/register')).toContain('<div id=root></div>');
    expect(documentFor(documents, '/login/extra')).toContain('<div id=root></div>');
  });

  it('names the inline scripts by their hash for the Content Security Policy', () => {
    const clientDir = withPages({ '/': 'home.html', '/login': 'login.html' });
    const documents = clientDocuments({ clientDir, localesDir: '', apiBaseUrl: '' });
    const hash = createHash('sha256').update('gate()').digest('base64');
    expect(documents.inlineScriptSources).toEqual([`'sha256-${hash}'`]);
  });

  it('without prerendered pages, every page is the shell and no script is allowed inline', () => {
    const documents = clientDocuments({ clientDir: built(SHELL), localesDir: '', apiBaseUrl: '' });
    expect(documentFor(documents, '/')).toContain('<div id=root></div>');
    expect(documents.inlineScriptSources).toEqual([]);
  });
});
