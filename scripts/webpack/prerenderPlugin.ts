/**
 * The production build's last step: the first screens of the public pages, drawn at build
 * time by the app's own components (src/prerender/renderFirstScreen.tsx, built here for Node
 * with the client's settings and run once; never shipped), written into copies of the built
 * index.html with the head script that hides them from a visitor they do not fit:
 * `prerendered/<page>.html` and `prerendered/pages.json` (path → file), which the server
 * sends for those paths (server/http/clientFiles.ts). A page that fails to render fails the
 * build.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack, { type Compilation, type Compiler, type Configuration } from 'webpack';

export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_MANIFEST = 'pages.json';

export interface PrerenderOptions {
  /** The Node entry (src/prerender/renderFirstScreen.tsx). */
  entry: string;
  /** The translation files' folder (public/locales). */
  localesDir: string;
  /** The language the screens are drawn in. */
  language: string;
  /** The client build's resolve, script rules and definitions, reused for Node. */
  resolve: Configuration['resolve'];
  rules: NonNullable<Configuration['module']>['rules'];
  definitions: Record<string, string>;
}

interface RenderModule {
  renderFirstScreen(
    path: string,
    resources: Record<string, unknown>,
  ): Promise<{ markup: string; namespaces: string[] }>;
  prerenderGateScript(): string;
  PRERENDERED_PAGES: readonly { path: string; chunks: readonly string[] }[];
  PRERENDERED_ATTRIBUTE: string;
}

/** What a page's head links besides the shell's: its lazy chunks' styles, its translations. */
export interface PageHead {
  styles: string[];
  translations: string[];
}

/** The file a page's document is written to: `/` → home.html, `/a/b` → a-b.html. */
export const fileOfPath = (path: string) =>
  `${path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '-')}.html`;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The built index.html with `markup` in its root, the gate script first in its head, and
 * links to what the screen is drawn with: its chunks' styles (so it paints styled, without a
 * shift when the chunk arrives) and its translation files (fetched beside the main scripts,
 * not after them: hydration waits for them). The chunks' scripts are not preloaded: on a
 * slow line they take the bandwidth the first paint needs.
 */
export function prerenderedDocument(
  shell: string,
  {
    path,
    markup,
    gateScript,
    attribute,
    head,
  }: Record<'path' | 'markup' | 'gateScript' | 'attribute', string> & { head: PageHead },
): string {
  const root = /<div id="?root"?\s*><\/div>/;
  const charset = /<meta charset="?utf-8"?\s*\/?>/i;
  if (!root.test(shell) || !charset.test(shell) || !shell.includes('</head>')) {
    throw new Error('prerender: index.html has no empty root element, charset tag or head');
  }
  const links = [
    ...head.translations.map(
      (href) => `<link rel="preload" href="${href}" as="fetch" crossorigin>`,
    ),
    ...head.styles.map((href) => `<link href="${href}" rel="stylesheet">`),
  ]
    .filter((link) => !shell.includes(link.match(/href="([^"]+)"/)![1]!))
    .join('');
  return shell
    .replace(charset, (tag) => `${tag}<script>${gateScript}</script>`)
    .replace('</head>', () => `${links}</head>`)
    .replace(root, () => `<div id="root" ${attribute}="${escapeAttribute(path)}">${markup}</div>`);
}

/** The styles of the chunks a lazy import by this name loads (the client build's names). */
function chunkStyles(compilation: Compilation, name: string, publicPath: string): string[] {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) throw new Error(`prerender: the client build has no chunk named "${name}"`);
  return group.chunks
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => file.endsWith('.css'))
    .map((file) => publicPath + file);
}

function run(compiler: webpack.Compiler): Promise<void> {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) {
        return reject(new Error(stats.toString({ all: false, errors: true })));
      }
      resolve();
    });
  });
}

export class PrerenderPlugin {
  constructor(private readonly options: PrerenderOptions) {}

  private nodeConfig(outputPath: string): Configuration {
    return {
      mode: 'production',
      target: 'node',
      entry: this.options.entry,
      devtool: false,
      output: { path: outputPath, filename: 'prerender.js', library: { type: 'commonjs2' } },
      resolve: this.options.resolve,
      module: {
        rules: [
          ...(this.options.rules ?? []),
          // Styles are the client's; here an import of one is only its text, unused.
          { test: /\.css$/, type: 'asset/source' },
        ],
      },
      optimization: { minimize: false },
      performance: { hints: false },
      plugins: [
        new webpack.DefinePlugin(this.options.definitions),
        // One file: the lazy screens are in it, so rendering never loads a chunk.
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ],
    };
  }

  private resources() {
    const dir = join(this.options.localesDir, this.options.language);
    const namespaces = Object.fromEntries(
      readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => [name.slice(0, -5), JSON.parse(readFileSync(join(dir, name), 'utf8'))]),
    );
    return { [this.options.language]: namespaces };
  }

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const outDir = compiler.outputPath;
      const buildDir = mkdtempSync(join(tmpdir(), 'kadro-prerender-'));
      try {
        await run(webpack(this.nodeConfig(buildDir)));
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- built just now
        const render = require(join(buildDir, 'prerender.js')) as RenderModule;
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
        const resources = this.resources();
        const gateScript = render.prerenderGateScript();
        mkdirSync(join(outDir, PRERENDERED_DIR), { recursive: true });
        const manifest: Record<string, string> = {};
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        for (const { path, chunks } of render.PRERENDERED_PAGES) {
          const { markup, namespaces } = await render.renderFirstScreen(path, resources);
          const head: PageHead = {
            styles: chunks.flatMap((name) => chunkStyles(compilation, name, publicPath)),
            translations: namespaces.map(
              (ns) => `/locales/${this.options.language}/${encodeURIComponent(ns)}.json`,
            ),
          };
          const file = fileOfPath(path);
          writeFileSync(
            join(outDir, PRERENDERED_DIR, file),
            prerenderedDocument(shell, {
              path,
              markup,
              gateScript,
              attribute: render.PRERENDERED_ATTRIBUTE,
              head,
            }),
          );
          manifest[path] = file;
        }
        writeFileSync(
          join(outDir, PRERENDERED_DIR, PRERENDERED_MANIFEST),
          `${JSON.stringify(manifest, null, 2)}\n`,
        );
      } finally {
        rmSync(buildDir, { recursive: true, force: true });
      }
    });
  }
}
