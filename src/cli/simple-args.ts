// The arguments an editor's or a hook's run passes, read without yargs: file names, `--cache`,
// `--cache-location DIR`, `--format NAME` and `--resident` (bin.ts's). Loading and running yargs took a good part of such a
// run (≈12 ms of a 100 ms start, docs/performance.md), which a cold hook, passing names alone,
// never paid: a run with the cache paid it on top. Anything else (another flag, a flag given
// twice, a value that looks like a flag, a name yargs would take for a command) goes to yargs;
// test/simple-args.test.ts checks that both read each of these the same. bin.ts reads the same form
// before main to tell a light run (engine/cache/light.ts), which looks for no run record.
import { isLightRun } from '../engine/cache/light.js';

/** What yargs would hand toOptions for `argv`, or undefined when `argv` is not of this simple form; `formats`: the names `--format` takes (undefined: any). */
export function simpleFlags(argv: readonly string[], formats?: readonly string[]): { paths?: string[]; format: string; cache?: true; 'cache-location'?: string } | undefined {
  const paths: string[] = [];
  let format: string | undefined;
  let cache = false;
  let resident = false;
  let location: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('-')) {
      paths.push(a);
      continue;
    }
    const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    if (flag === '--cache' && inline === undefined && !cache) {
      cache = true;
      continue;
    }
    // bin.ts reads it (a resident server's run, or this one as without it).
    if (flag === '--resident' && inline === undefined && !resident) {
      resident = true;
      continue;
    }
    if (flag !== '--cache-location' && flag !== '--format') return undefined;
    const value = inline ?? argv[++i];
    if (value === undefined || value === '' || value.startsWith('-')) return undefined;
    if (flag === '--format') {
      if (format !== undefined || (formats && !formats.includes(value))) return undefined;
      format = value;
    } else {
      if (location !== undefined) return undefined;
      location = value;
    }
  }
  // `init` as the first name is a command (with flags too, yargs reads it so).
  if (paths[0] === 'init' && (paths.length === 1 || argv.length > paths.length)) return undefined;
  return { ...(paths.length > 0 ? { paths } : {}), format: format ?? 'stylish', ...(cache ? { cache: true as const } : {}), ...(location !== undefined ? { 'cache-location': location } : {}) };
}

/**
 * Whether `argv` is a light run's (engine/cache/light.ts), read before the argument parser is
 * loaded (bin.ts: a light run looks for no record). Only the simple form an editor or a hook passes
 * (names, `--cache`, `--cache-location`, `--format`) is read here; any other is not taken for light,
 * and looks for a record it will not find.
 */
export function lightArgs(argv: readonly string[], cwd: string): boolean {
  const flags = simpleFlags(argv);
  return !!flags?.cache && isLightRun(cwd, flags.paths ?? [], undefined);
}
