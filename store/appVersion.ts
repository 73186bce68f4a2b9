/**
 * The app's version (package.json), as exported debug logs and replay name it. A default
 * import: webpack warns that named imports from JSON are going away, and keeps only the
 * member read.
 */
import packageJson from '../package.json';

export const APP_VERSION: string = packageJson.version;
