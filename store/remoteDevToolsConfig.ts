/**
 * Where the standalone Redux DevTools (`@redux-devtools/app`, e.g. `npx @redux-devtools/cli
 * --open`) listens, fixed at build time: webpack defines `__REMOTE_DEVTOOLS__` from the
 * build's `REMOTE_DEVTOOLS=host:port` (webpack.config.ts), in development builds only; null
 * without it, in production builds and in tests. With it the store connects through
 * `@redux-devtools/remote` (store/remoteDevTools.ts) instead of the browser extension.
 */
export interface RemoteDevToolsAddress {
  hostname: string;
  port: number;
}

declare const __REMOTE_DEVTOOLS__: RemoteDevToolsAddress | null | undefined;

/** The build's address; null in a build without one, and in tests. */
export function buildRemoteDevTools(): RemoteDevToolsAddress | null {
  return typeof __REMOTE_DEVTOOLS__ === 'undefined' ? null : __REMOTE_DEVTOOLS__;
}

/**
 * The address in `REMOTE_DEVTOOLS` (`host:port`, or a port for localhost); null when it is
 * unset or empty. Throws on anything else, so that a mistyped value stops the build. Used
 * by webpack.config.ts.
 */
export function remoteDevToolsOf(value: string | undefined): RemoteDevToolsAddress | null {
  if (!value) return null;
  const match = /^(?:([^\s:/]+):)?(\d{1,5})$/.exec(value.trim());
  const port = match ? Number(match[2]) : NaN;
  if (!match || port < 1 || port > 65_535) {
    throw new Error(`REMOTE_DEVTOOLS must be host:port (e.g. localhost:8000), not "${value}".`);
  }
  return { hostname: match[1] ?? 'localhost', port };
}
