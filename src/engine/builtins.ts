// Node's built-in modules for the executable's start (private-folder.ts, cli/resident/), required
// rather than imported: an ES module importing a built-in has Node build a module of its exports,
// 10 M instructions for node:fs, 20 M for node:net, a tenth of a resident hook's whole run
// (docs/performance.md, eleventh round); require() hands over the object Node has loaded already.
import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

export const fs = load('node:fs') as typeof import('node:fs');
export const path = load('node:path') as typeof import('node:path');
export const os = load('node:os') as typeof import('node:os');
