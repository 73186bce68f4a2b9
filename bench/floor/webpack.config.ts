/**
 * The floor page's build: the app's production settings from ../../webpack.config.ts
 * (esbuild-loader, Terser with its passes, splitChunks with a runtime chunk, content-hashed
 * names, source maps) with this folder's entry and page, and nothing copied from public/.
 * `npx webpack --config bench/floor/webpack.config.ts --output-path <folder>`; without
 * --output-path it builds into a temporary folder of the system's, never dist/.
 */
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import appConfig from '../../webpack.config';

export default (env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const { devServer: _devServer, ...app } = appConfig(env, { ...argv, mode: 'production' });
  return {
    ...app,
    entry: { main: resolve(__dirname, 'main.tsx') },
    output: { ...app.output, path: join(tmpdir(), 'kadro-floor') },
    plugins: [new HtmlWebpackPlugin({ template: resolve(__dirname, 'index.html'), minify: false })],
  };
};
