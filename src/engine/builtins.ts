// Node's built-in modules for the executable's start (private-folder.ts, cli/resident/), required
// when first used rather than imported: an ES module importing a built-in has Node build a module
// of its exports, 10 M instructions for node:fs, 20 M for node:net, a tenth of a resident hook's
// whole run (docs/performance.md, eleventh round), and bin.js's modules are loaded by every run,
// most of which never call them. require() hands over the object Node has loaded already.
import { createRequire } from 'node:module';

let load: NodeJS.Require | undefined;

const builtin = <T>(id: string): T => (load ??= createRequire(import.meta.url))(id) as T;

export const fs = (): typeof import('node:fs') => builtin('node:fs');
export const path = (): typeof import('node:path') => builtin('node:path');
export const os = (): typeof import('node:os') => builtin('node:os');
export const net = (): typeof import('node:net') => builtin('node:net');
export const tty = (): typeof import('node:tty') => builtin('node:tty');
export const childProcess = (): typeof import('node:child_process') => builtin('node:child_process');
