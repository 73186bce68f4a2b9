import { resolve } from 'node:path';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { EsbuildPlugin } from 'esbuild-loader';
import webpack from 'webpack';
import { firebaseWebConfigOf } from './store/push/firebaseConfig';
import { remoteDevToolsOf } from './store/remoteDevToolsConfig';
import { DEFAULT_LANGUAGE } from './store/constants';
import { PrerenderPlugin } from './scripts/webpack/prerenderPlugin';
import { CompileHintsPlugin } from './scripts/webpack/compileHintsPlugin';
import { PRERENDERED_PAGES } from './src/prerender/firstScreen';

const SERVER = `http://127.0.0.1:${process.env.PORT || 8080}`;

export default (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): Configuration & {
  devServer?: DevServerConfiguration;
} => {
  const production = argv.mode !== 'development';
  const resolveOptions: Configuration['resolve'] = {
    extensions: ['.tsx', '.ts', '.js'],
    alias: {
      'use-sync-external-store/shim$': resolve(
        __dirname,
        'scripts/webpack/useSyncExternalStoreShim.ts',
      ),
      // react-router's package points every condition at its development build.
      ...(production
        ? {
            'react-router$': resolve(
              __dirname,
              'node_modules/react-router/dist/production/index.mjs',
            ),
            'react-router/dom$': resolve(
              __dirname,
              'node_modules/react-router/dist/production/dom-export.mjs',
            ),
          }
        : {}),
    },
  };
  // The scripts' rules, shared with the prerender's Node build (which leaves styles out).
  const scriptRules: NonNullable<Configuration['module']>['rules'] = [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'esbuild-loader',
      options: { target: 'es2020', jsx: 'automatic' },
    },
    {
      // react-router leaves its components' top-level calls unannotated (see the loader).
      test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/,
      loader: resolve(__dirname, 'scripts/webpack/pureReactCalls.cjs'),
    },
  ];
  const definitions = {
    // Push notifications' web configuration, fixed at build time (store/push/firebaseConfig.ts):
    // null unless every FIREBASE_* variable is set; with null the client never loads Firebase.
    __FIREBASE_WEB_CONFIG__: JSON.stringify(firebaseWebConfigOf(process.env)),
    // The standalone Redux DevTools' relay (store/remoteDevToolsConfig.ts): development
    // builds only; a production build ignores REMOTE_DEVTOOLS.
    __REMOTE_DEVTOOLS__: JSON.stringify(
      production ? null : remoteDevToolsOf(process.env.REMOTE_DEVTOOLS),
    ),
  };
  return {
    mode: production ? 'production' : 'development',
    entry: { main: resolve(__dirname, 'src/main.tsx') },
    output: {
      // Eight hex digits tell builds apart (the server caches such names for good:
      // clientFiles.ts); every lazy chunk's name is also in the runtime the first page loads,
      // so shorter names are fewer bytes there.
      path: resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: resolveOptions,
    module: {
      rules: [...scriptRules, { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }],
    },
    optimization: {
      // JavaScript with webpack's default (Terser): it drops the code webpack marks unused,
      // which esbuild's per-file minifier keeps (about 60 KB gzipped of react-router).
      minimizer: ['...', new EsbuildPlugin({ target: 'es2020', css: true, include: /\.css$/ })],
      // Terser as webpack runs it, told the code is ES2020 (as esbuild-loader emits it),
      // given a third pass, and told that reading a property has no side effect (none of
      // our code or our libraries reads one for its effect, as a forced layout would):
      // 0.7 KB of the first page. Exports named by size (the shortest to the most used).
      minimizeOptions: { javascript: { ecma: 2020, compress: { passes: 3, pure_getters: true } } },
      mangleExports: 'size',
      splitChunks: { chunks: 'all' },
      // webpack's runtime rides in the main script: a file of its own cost a first visit
      // 0.3 KB more (its own response and compression) to spare returning visitors a main
      // script of 15 KB after a release.
      runtimeChunk: false,
    },
    plugins: [
      new webpack.DefinePlugin(definitions),
      // Not minified: the server rewrites the api-base-url meta tag in it.
      new HtmlWebpackPlugin({ template: resolve(__dirname, 'public/index.html'), minify: false }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:8].css' : 'assets/[name].css',
      }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      // Production builds: the first pages' scripts compiled as they stream in, off the main
      // thread, and the public pages' first screens in their HTML (see the plugins).
      ...(production
        ? [
            new CompileHintsPlugin([...new Set(PRERENDERED_PAGES.flatMap((p) => p.chunks))]),
            new PrerenderPlugin({
              entry: resolve(__dirname, 'src/prerender/renderFirstScreen.tsx'),
              localesDir: resolve(__dirname, 'public/locales'),
              language: DEFAULT_LANGUAGE,
              resolve: resolveOptions,
              rules: scriptRules,
              definitions,
            }),
          ]
        : []),
    ],
    performance: { hints: false },
    devServer: {
      port: Number(process.env.DEV_PORT || 3000),
      historyApiFallback: true,
      hot: true,
      static: false,
      // The game server answers the API and the translation files.
      proxy: [
        {
          context: ['/auth/api', '/engine/api', '/w/api', '/league/api', '/locales'],
          target: SERVER,
        },
      ],
    },
  };
};
