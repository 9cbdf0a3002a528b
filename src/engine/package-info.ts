// The package this code runs from: its build folder and its version. Modules sit at several depths
// below the build folder, and the CLI's bundle puts its chunks in `dist/cli/`, so the folder is
// found by its name, not counted.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of the build this module runs from: `src/` or `dist/`. */
export function buildRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!['src', 'dist'].includes(path.basename(dir)) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

let version: string | undefined;

/**
 * The tool's version, from the package.json beside the build's folder. Read and parsed here, not
 * required: require() of a JSON file starts Node's CommonJS loader, a few milliseconds of a hook's
 * start-up that nothing else of the run needs (docs/performance.md).
 */
export function toolVersion(): string {
  return (version ??= (JSON.parse(readFileSync(path.join(path.dirname(buildRoot()), 'package.json'), 'utf8')) as { version: string }).version);
}
