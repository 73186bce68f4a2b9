/**
 * Serves the built client and the translation files. Every GET that is neither an API call
 * nor a file gets a page: the build's prerendered document for the paths it prerendered
 * (their first screen already in the HTML: scripts/webpack/prerenderPlugin.ts), index.html
 * for every other, so the client's router owns the page routes.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export interface ClientFilesOptions {
  clientDir: string;
  localesDir: string;
  apiBaseUrl: string;
}

const NOT_BUILT = `<!doctype html><html lang="tr"><meta charset="utf-8"><title>Kadro</title>
<p>The client is not built yet: run <code>npm run build</code>, or use <code>npm start</code>.</p></html>`;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

// The API base is set when the server starts, so one build serves every environment.
const withApiBase = (html: string, apiBaseUrl: string) =>
  html.replace(
    API_BASE_META,
    `<meta name="api-base-url" content="${escapeAttribute(apiBaseUrl)}" />`,
  );

export function indexHtml({ clientDir, apiBaseUrl }: ClientFilesOptions): string {
  const file = join(clientDir, 'index.html');
  if (!existsSync(file)) return NOT_BUILT;
  return withApiBase(readFileSync(file, 'utf8'), apiBaseUrl);
}

/** Where the build writes the prerendered documents, and their manifest (path → file). */
const PRERENDERED_DIR = 'prerendered';
const PRERENDERED_MANIFEST = 'pages.json';

/** The pages the server sends, read once at start (the build does not change under it). */
export interface ClientDocuments {
  /** index.html: every page path without a document of its own. */
  shell: string;
  /** Path → its prerendered document. */
  pages: ReadonlyMap<string, string>;
  /** Content Security Policy sources allowing the documents' inline scripts, by hash. */
  inlineScriptSources: string[];
}

const INLINE_SCRIPT = /<script>([^<]*)<\/script>/g;

export function clientDocuments(options: ClientFilesOptions): ClientDocuments {
  const shell = indexHtml(options);
  const pages = new Map<string, string>();
  const manifest = join(options.clientDir, PRERENDERED_DIR, PRERENDERED_MANIFEST);
  if (existsSync(manifest)) {
    const files = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
    for (const [path, file] of Object.entries(files)) {
      const html = readFileSync(join(options.clientDir, PRERENDERED_DIR, file), 'utf8');
      pages.set(path, withApiBase(html, options.apiBaseUrl));
    }
  }
  const hashes = new Set<string>();
  for (const html of [shell, ...pages.values()]) {
    for (const [, script] of html.matchAll(INLINE_SCRIPT)) {
      hashes.add(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
    }
  }
  return { shell, pages, inlineScriptSources: [...hashes] };
}

/** The document for a page request's URL: its prerendered one, or the shell. */
export function documentFor(documents: ClientDocuments, url: string): string {
  const path = url.split(/[?#]/, 1)[0]!;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return documents.pages.get(trimmed) ?? documents.shell;
}

/**
 * The tag as written in public/index.html or as an HTML minifier leaves it
 * (`<meta name=api-base-url content>`): production builds have come out minified.
 */
const API_BASE_META = /<meta\s+name="?api-base-url"?\s+content(?:="[^"]*"|=[^\s>]*)?\s*\/?>/;

export async function registerClientFiles(app: FastifyInstance, options: ClientFilesOptions) {
  await app.register(fastifyStatic, {
    root: options.localesDir,
    prefix: '/locales/',
    decorateReply: false,
    maxAge: '1h',
  });
  if (existsSync(options.clientDir)) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      prefix: '/',
      index: false,
      // One route per built file, found at start (the build does not change under a running
      // server); everything else, `/` included, falls through to the page (index.html).
      wildcard: false,
      // The documents are the page's answer, never files of their own.
      allowedPath: (path) => path !== '/index.html' && !path.startsWith(`/${PRERENDERED_DIR}/`),
      // Hashed bundles never change; the documents are served by the app, never cached. Set here
      // only: the plugin's own Cache-Control header would override this one.
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader(
          'Cache-Control',
          /\.[0-9a-f]{8,}\./.test(path)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0',
        );
      },
    });
  }
}
