// Paths in reports that CI viewers read: GitLab's merge request widget and SARIF viewers resolve
// them from the repository root, while the result has them from the folder the run started in
// (a monorepo package's, say).
import path from 'node:path';
import type { FormatOptions } from './types.js';

/** `file` (relative to the run's folder, `/`-separated) as relative to the repository root. */
export function fromRoot(file: string, { cwd, root }: FormatOptions): string {
  if (!cwd || !root || cwd === root) return file;
  return path.relative(root, path.resolve(cwd, file)).split(path.sep).join('/');
}
