/**
 * What `use-sync-external-store/shim` resolves to in the client build (webpack.config.ts):
 * React's own hook. The shim is for Reacts older than 18 (react-i18next imports it); with
 * React 19 it only hands over to this same hook, and its fallback code was about 0.7 KB of
 * the first page's script.
 */
export { useSyncExternalStore } from 'react';
