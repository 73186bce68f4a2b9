/**
 * Serves the built client and the translation files. Every GET that is neither an API call
 * nor a file gets index.html, so the client's router owns the page routes.
 */
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

export function indexHtml({ clientDir, apiBaseUrl }: ClientFilesOptions): string {
  const file = join(clientDir, 'index.html');
  if (!existsSync(file)) return NOT_BUILT;
  // The API base is set when the server starts, so one build serves every environment.
  return readFileSync(file, 'utf8').replace(
    API_BASE_META,
    `<meta name="api-base-url" content="${escapeAttribute(apiBaseUrl)}" />`,
  );
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
      allowedPath: (path) => path !== '/index.html',
      // Hashed bundles never change; index.html is served below, never cached. Set here
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
  return indexHtml(options);
}
