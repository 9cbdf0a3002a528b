// The file engine's public face, for the CLI and other fronts.
export { runEngine } from './run.js';
export { discoverFiles, UsageError, EXTENSIONS, SKIPPED_DIRECTORIES } from './discover/discover.js';
export type * from './types.js';
