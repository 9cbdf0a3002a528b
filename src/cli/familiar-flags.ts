// The flags ESLint users reach for, read as ESLint reads them: --rule 'id: level', --max-warnings,
// --stdin with --stdin-filename, --print-config. Checked in the parser (a usage error, exit 2).

/** ESLint's level names (and numbers) → the configuration's. */
const LEVELS: Record<string, string> = { off: 'off', '0': 'off', warn: 'warning', warning: 'warning', '1': 'warning', error: 'error', '2': 'error', info: 'info' };

/**
 * `--rule 'iid-not-id: off'`, `--rule '{"9.0/27": "warn"}'` (ESLint's two spellings), or several
 * separated by commas (`--rule 'a: off, b: warn'`) → id → level; throws on anything else.
 */
export function parseRules(values: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const value of values) {
    const text = value.trim();
    if (text.startsWith('{')) {
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        throw new Error(`--rule takes 'id: level' or a JSON object, not ${JSON.stringify(value)}.`);
      }
      for (const [id, level] of Object.entries(data as Record<string, unknown>)) out[id] = level_(String(Array.isArray(level) ? level[0] : level), value);
      continue;
    }
    for (const part of text.split(',')) {
      const m = /^\s*([^:\s]+)\s*:\s*(\S+)\s*$/.exec(part);
      if (!m) throw new Error(`--rule takes 'id: level' (e.g. --rule 'iid-not-id: off'), not ${JSON.stringify(value)}.`);
      out[m[1]] = level_(m[2], value);
    }
  }
  return out;
}

function level_(level: string, value: string): string {
  const to = LEVELS[level.toLowerCase()];
  if (!to) throw new Error(`--rule ${JSON.stringify(value)}: the level must be off, warn, error or info (or 0, 1, 2), not "${level}".`);
  return to;
}

type Flags = Partial<Record<'rule' | 'max-warnings' | 'stdin' | 'stdin-filename' | 'print-config' | 'fix' | 'fix-review' | 'staged' | 'update-baseline' | 'paths', unknown>>;

/** The checks yargs runs for these flags: throws the usage error. */
export function familiarChecks(argv: Flags): void {
  if (argv.rule !== undefined) parseRules((argv.rule as unknown[]).map(String));
  const max = argv['max-warnings'];
  if (max !== undefined && !(typeof max === 'number' && Number.isInteger(max) && max >= -1)) {
    throw new Error(`--max-warnings takes a whole number (0 or more; -1 for no limit), not "${String(max)}".`);
  }
  if (argv['stdin-filename'] !== undefined && !argv.stdin) throw new Error('--stdin-filename names the text of --stdin: add --stdin.');
  if (argv.stdin) {
    // ESLint refuses --fix on piped text too: there is no file to write.
    if (argv.fix || argv['fix-review']) throw new Error('--stdin has no file to write: use --dry-run for the diff --fix would apply (ESLint refuses --fix with --stdin the same way).');
    if (argv.staged) throw new Error('--stdin and --staged both say what to check: choose one.');
    if (argv['update-baseline']) throw new Error('--update-baseline records a tree, not the text of --stdin.');
    const paths = argv.paths as string[] | undefined;
    if (paths && paths.length > 0 && !(paths.length === 1 && paths[0] === '.')) throw new Error('--stdin checks the text on stdin: name no files or folders (use --stdin-filename to name it).');
  }
}

/** The options these flags give; absent flags give nothing. */
export function familiarOptions(args: Flags): { rules?: Record<string, string>; maxWarnings?: number; stdin: boolean; stdinFilename?: string; printConfig?: string } {
  const max = args['max-warnings'] as number | undefined;
  return {
    ...(args.rule !== undefined ? { rules: parseRules((args.rule as unknown[]).map(String)) } : {}),
    ...(max !== undefined && max >= 0 ? { maxWarnings: max } : {}),
    stdin: !!args.stdin,
    ...(args['stdin-filename'] !== undefined ? { stdinFilename: String(args['stdin-filename']) } : {}),
    ...(args['print-config'] !== undefined ? { printConfig: String(args['print-config']) } : {}),
  };
}
