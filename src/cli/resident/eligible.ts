// Which runs a resident server may serve. Only checks that write nothing and read nothing but
// files, git and the environment: the report is the server's to make, and it is byte for byte
// what the same run in the client's process makes (test/resident.test.ts). Anything else runs in
// the client's process as without --resident: --fix and every writing run (the report file, the
// baseline, --sweep's outputs: files the server would write with its own process's state), --stdin
// (the text is the client's), the cache (its record is written after the report), --help and
// --version, `init` and `ledger`, --print-config. Flags are let through by name, never by absence
// from a list: a new flag runs in-process until it is added here.

/** Flags that take no value. */
const SWITCHES = new Set(['--resident', '--quiet', '-q', '--no-quiet', '--staged', '--project', '--no-project', '--ignore', '--no-ignore', '--exclude', '--no-exclude', '--include-large', '--dry-run']);
/** Flags that take a value (the next argument, or after `=`). */
const VALUED = new Set(['--format', '--config', '-c', '--baseline', '--server-version', '--min-confidence', '--max-file-size', '--threads', '--ext', '--rule', '--max-warnings']);

/** Whether `argv` is a run a resident server may serve. */
export function eligibleArgs(argv: readonly string[]): boolean {
  if (argv[0] === 'ledger') return false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    // `init` is a command wherever yargs may read it so; `--` makes what follows names.
    if (a === 'init') return false;
    if (!a.startsWith('-')) continue;
    const eq = a.indexOf('=');
    const flag = eq < 0 ? a : a.slice(0, eq);
    if (SWITCHES.has(flag) && eq < 0) continue;
    if (!VALUED.has(flag)) return false;
    // The value is checked as an argument of its own (a flag there is refused); an inline one needs nothing.
  }
  return true;
}

/**
 * Whether this process may use a resident server: not on Windows (no Unix socket in a private
 * folder), not in CI (a process left behind in a job: Nx's daemon is off there for this reason),
 * not with GL4M_RESIDENT=0.
 */
export function residentAllowed(env: NodeJS.ProcessEnv, platform: NodeJS.Platform = process.platform): boolean {
  if (platform === 'win32') return false;
  if (isOn(env.CI)) return false;
  const own = env.GL4M_RESIDENT;
  return !(own !== undefined && !isOn(own) && own !== '');
}

/** A variable that is set and says neither false nor 0. */
function isOn(value: string | undefined): boolean {
  return value !== undefined && value !== '' && !/^(?:false|0|no|off)$/i.test(value);
}
