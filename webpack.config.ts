import { resolve } from 'node:path';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { EsbuildPlugin } from 'esbuild-loader';

const SERVER = `http://127.0.0.1:${process.env.PORT || 8080}`;

export default (
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): Configuration & {
  devServer?: DevServerConfiguration;
} => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: resolve(__dirname, 'src/main.tsx') },
    output: {
      path: resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'esbuild-loader',
          options: { target: 'es2020', jsx: 'automatic' },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    optimization: {
      minimizer: [new EsbuildPlugin({ target: 'es2020', css: true })],
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
    },
    plugins: [
      new HtmlWebpackPlugin({ template: resolve(__dirname, 'public/index.html') }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash].css' : 'assets/[name].css',
      }),
      new CopyWebpackPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
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
