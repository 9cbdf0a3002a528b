// Command-line arguments: the yargs definition and its outcome as plain data. Never prints, never exits.
import { createRequire } from 'node:module';
import type { Argv, Options } from 'yargs';
import { CONFIDENCES, type Confidence } from '../core/types.js';
import { CACHE_STRATEGIES, type CacheStrategy } from '../engine/cache/shape.js';
import { formatNames } from '../formatters/index.js';
import type { FormatName } from '../formatters/index.js';
import { familiarChecks, familiarOptions } from './familiar-flags.js';
import { simpleFlags } from './simple-args.js';

export const PROGRAM = 'gitlab-v4-migrate';

export interface CliOptions {
  paths: string[];
  fix: boolean;
  fixReview: boolean;
  dryRun: boolean;
  format: FormatName;
  serverVersion?: string;
  /** Undefined when not given, so that the configuration's value applies. */
  minConfidence?: Confidence;
  /** Also write the report in `format` to this file; the terminal then gets the stylish report. */
  outputFile?: string;
  config?: string;
  staged: boolean;
  project: boolean;
  baseline?: string;
  updateBaseline: boolean;
  quiet: boolean;
  /** Bytes; files above are skipped. Undefined: the engine's default (1 MiB). */
  maxFileSize?: number;
  includeLarge: boolean;
  cache: boolean;
  cacheLocation?: string;
  /** `--no-ignore`: ignore files (.gitignore, .git/info/exclude, core.excludesFile) are not read. */
  ignore: boolean;
  /** `--no-exclude`: the configuration's `exclude` globs do not apply. */
  exclude: boolean;
  cacheStrategy?: CacheStrategy;
  /** Undefined: the engine decides (one per core for large runs). */
  threads?: number;
  /** `--ext`: the file kinds or extensions to read; undefined: all of them. */
  ext?: string[];
  /** `--sweep` and its outputs: the contract for fleet engines (sweep.ts); --sweep implies --fix. */
  sweep?: boolean;
  ledger?: string;
  mrDescription?: string;
  commitMessage?: string;
  // ESLint's flags (familiar-flags.ts reads them).
  /** `--rule 'id: level'`, over the configuration's rules. */
  rules?: Record<string, string>;
  /** `--max-warnings N`: warnings alone fail the run only when there are more than N. */
  maxWarnings?: number;
  /** `--stdin`: check the text on stdin, reported as `stdinFilename`. */
  stdin: boolean;
  stdinFilename?: string;
  /** `--print-config FILE`: print the configuration that applies to FILE, check nothing. */
  printConfig?: string;
}

export type ParsedArgs =
  | { kind: 'run'; options: CliOptions }
  /** `init`: write a commented configuration file (`force`: over one that exists). */
  | { kind: 'init'; force: boolean }
  /** --help or --version: print `text` and stop. */
  | { kind: 'print'; text: string }
  | { kind: 'usage-error'; message: string };


const OPTIONS = {
  fix: { type: 'boolean', default: false, describe: 'Rewrite the files: apply the safe fixes' },
  'fix-review': {
    type: 'boolean',
    default: false,
    describe: 'Also apply review-tier fixes (read the diff before committing); implies --fix',
  },
  'dry-run': {
    type: 'boolean',
    default: false,
    describe: 'Print the unified diff --fix would apply; write nothing',
  },
  format: {
    choices: formatNames,
    default: 'stylish' as FormatName,
    describe: 'Report format: stylish for people, compact (one line each, as ESLint\'s), json, sarif (code scanning), gitlab (Code Quality), junit, github (Actions annotations), markdown (migration report)',
  },
  'output-file': {
    alias: 'o',
    type: 'string',
    describe: 'Write the --format report to this file; the terminal still gets the stylish report',
  },
  config: {
    alias: 'c',
    type: 'string',
    describe: 'Configuration file (JSON; comments allowed). Default: gitlab-v4-migrate.config.json, or the "gitlab-v4-migrate" key of package.json, in the current folder',
  },
  staged: {
    type: 'boolean',
    default: false,
    describe: 'Check the staged content (git index) of the staged files of every kind the tool reads (JS/TS, scripts, CI files, Dockerfiles, Makefiles, docs; --ext narrows it): for pre-commit hooks',
  },
  project: {
    type: 'boolean',
    default: true,
    describe: 'Project mode: follow imports (the TypeScript language service) for URLs whose base or path another file defines; --no-project to stay per file',
  },
  baseline: { type: 'string', describe: 'Do not report the findings recorded in this baseline file' },
  'update-baseline': {
    type: 'boolean',
    default: false,
    describe: 'Write the current findings to the --baseline file (they are then not reported)',
  },
  quiet: {
    alias: 'q',
    type: 'boolean',
    default: false,
    describe: 'Report errors only: warnings and info are left out of the report and the exit code',
  },
  'server-version': {
    type: 'string',
    describe: 'The GitLab version the code must run against, e.g. 9.0: newer changes are not reported',
  },
  'min-confidence': {
    choices: CONFIDENCES,
    describe: 'Report only findings at least this sure (default: low, everything)',
  },
  ext: {
    type: 'string',
    array: true,
    describe: 'Read only these kinds of file, by extension or kind (e.g. --ext js,ts or --ext sh,md,gitlab-ci; default: all kinds, see docs/usage.md)',
  },
  'max-file-size': {
    type: 'string',
    describe: 'Skip files larger than this, in bytes (or with KiB/MiB), default 1MiB',
  },
  'include-large': {
    type: 'boolean',
    default: false,
    describe: 'Also check files of any size and files that look minified',
  },
  cache: {
    type: 'boolean',
    default: false,
    describe: 'Remember results by file content, so the next run only checks files that changed',
  },
  'cache-location': {
    type: 'string',
    describe: 'The cache file, or a folder for it (implies --cache). Default: .gitlab-v4-migrate-cache',
  },
  'cache-strategy': {
    choices: CACHE_STRATEGIES,
    describe: "How the cache tells an unchanged file (implies --cache): metadata (size, mtime, inode, mode, and git's index; the default) or content (reads and hashes every file)",
  },
  ignore: {
    type: 'boolean',
    default: true,
    describe: 'Leave out what .gitignore, .git/info/exclude and core.excludesFile ignore (paths named on the command line are checked all the same); --no-ignore to read no ignore file',
  },
  exclude: {
    type: 'boolean',
    default: true,
    describe: "Apply the configuration's exclude globs; --no-exclude to check those files too",
  },
  resident: {
    type: 'boolean',
    default: false,
    describe: 'Have a resident server of this user run the check (started by the first such run, gone after 10 idle minutes): for hooks over named files. Not on Windows, in CI or with GL4M_RESIDENT=0; runs that write, --stdin and --cache run in-process',
  },
  threads: {
    type: 'number',
    describe: 'Threads that read and check files; 1 for none. Default: one per core, for runs of 400 files or more',
  },
  // Fleet engines (docs/fleet.md): exit 0 whenever the repository was processed, outputs outside it.
  sweep: { type: 'boolean', default: false, describe: 'For fleet engines: apply the safe fixes and exit 0 whenever the repository was processed (3 files failed, 4 internal error); write nothing else inside it' },
  ledger: { type: 'string', describe: "With --sweep: write this repository's line of the sweep ledger (JSON Lines) to this file, outside the repository" },
  'mr-description': { type: 'string', describe: 'With --sweep: write the merge request description (Markdown) to this file, outside the repository' },
  'commit-message': { type: 'string', describe: 'With --sweep: write the commit message to this file, outside the repository' },
  // ESLint's flags, spelled as ESLint spells them (familiar-flags.ts).
  rule: {
    type: 'string',
    array: true,
    describe: "A rule's level over the configuration's, as ESLint's --rule: --rule 'iid-not-id: off' (a rule id or change key; off, warn, error or info)",
  },
  'max-warnings': {
    type: 'number',
    describe: 'Exit 0 when there are no errors and at most this many warnings (default: any warning fails the run)',
  },
  stdin: {
    type: 'boolean',
    default: false,
    describe: 'Check the text given on stdin instead of files (with --stdin-filename for its kind and name); --fix cannot write it: use --dry-run for the diff',
  },
  'stdin-filename': {
    type: 'string',
    describe: 'The name to report stdin as; its extension tells its kind (default: stdin.js)',
  },
  'print-config': {
    type: 'string',
    describe: 'Print the configuration that applies to this file, as JSON, and whether it is checked; check nothing',
  },
} satisfies Record<string, Options>;

/** --help's sections; every option is in one (test/cli-help.test.ts checks it). */
export const GROUPS: Record<string, (keyof typeof OPTIONS)[]> = {
  'Fixing:': ['fix', 'fix-review', 'dry-run'],
  'Output:': ['format', 'output-file', 'quiet', 'max-warnings', 'min-confidence'],
  'What to check:': ['staged', 'stdin', 'stdin-filename', 'ext', 'server-version', 'rule', 'project', 'ignore', 'exclude', 'max-file-size', 'include-large'],
  'Configuration:': ['config', 'print-config'],
  'Baseline:': ['baseline', 'update-baseline'],
  'Cache and speed:': ['cache', 'cache-location', 'cache-strategy', 'threads', 'resident'],
  'Fleet engines (docs/fleet.md):': ['sweep', 'ledger', 'mr-description', 'commit-message'],
};

/** --help's examples: the command, then what it does. */
const EXAMPLES: [string, string][] = [
  ['$0', 'Check every file the tool reads under the current folder'],
  ['$0 src --dry-run', 'Show the diff --fix would apply to src/, change nothing'],
  ['$0 src --fix', 'Apply the safe fixes in place'],
  ['$0 --fix-review', 'Apply safe and review-tier fixes; review the diff before committing'],
  ['$0 --format json > report.json', 'Machine-readable report'],
  ['$0 --server-version 9.0', 'Only report changes a GitLab 9.0 server enforces'],
  ['$0 --staged', 'Check what is staged for the next commit (git pre-commit hook, husky)'],
  ['$0 --format gitlab --output-file gl-code-quality.json', 'GitLab Code Quality report for the merge request; summary on the terminal'],
  ['$0 --format sarif -o gitlab-v4-migrate.sarif', 'SARIF for GitHub code scanning'],
  ['$0 --format github', 'Annotations in a GitHub Actions step'],
  ['$0 --format markdown > migration.md', 'Migration report for the tracking issue'],
  ['$0 --baseline gitlab-v4-baseline.json --update-baseline', "Record today's findings; later runs with --baseline report only new ones"],
  ['$0 --config ci/gitlab-v4-migrate.json --quiet', 'Another configuration file; errors only'],
  ['$0 vendor/gitlab-client --no-ignore', 'Check a folder that .gitignore lists, and what it ignores inside it too'],
  ["$0 --rule 'unpaged-list: off' --max-warnings 0", 'One rule off for this run; any warning fails it'],
  ['cat a.sh | $0 --stdin --stdin-filename a.sh', 'Check text from an editor or a pipe'],
  ['$0 init', 'Write a commented configuration file to start from'],
  ['$0 --sweep --ledger /tmp/sweep/ledger.jsonl --mr-description /tmp/sweep/mr.md', 'For fleet engines (multi-gitter, GitLab CI over a group): see docs/fleet.md and "gitlab-v4-migrate ledger --help"'],
];

function epilogue(): string {
  const examples = EXAMPLES.map(([command, what]) => `  ${command.replace('$0', PROGRAM)}\n      ${what}`);
  return [
    'Examples:',
    ...examples,
    '',
    'Exit codes: 0 no warnings or errors remain, 1 warnings or errors remain (a dry run that would fix something: the tree still holds it), 2 usage error or a file could not be processed.',
    'With --sweep: 0 processed (whatever remains), 2 usage error, 3 the repository could not be processed, 4 internal error.',
  ].join('\n');
}

/** The width of --help: lines longer are hard to read, on a terminal and in a docs page. */
export const HELP_WIDTH = 100;

function parser(version: string) {
  return (
    // The CommonJS build: it loads in half the time of the ESM one, and every run pays for it.
    (createRequire(import.meta.url)('yargs/yargs') as () => Argv)()
      .scriptName(PROGRAM)
      // Messages in English whatever the machine's locale, so that docs and tests match them.
      .locale('en')
      .command('init', `Write a commented ${'gitlab-v4-migrate.config.json'} in the current folder (never over one that exists, unless --force)`, (y) =>
        y.option('force', { type: 'boolean', default: false, describe: 'Write over an existing configuration file' }),
      )
      .command('$0 [paths..]', 'Find GitLab REST API v3 usage in code, scripts, CI files and docs, and move it to v4.', (y) =>
        y.positional('paths', {
          describe: 'Files or folders to check',
          type: 'string',
          array: true,
          default: ['.'],
        }),
      )
      .options(OPTIONS)
      .group(GROUPS['Fixing:'], 'Fixing:')
      .group(GROUPS['Output:'], 'Output:')
      .group(GROUPS['What to check:'], 'What to check:')
      .group(GROUPS['Configuration:'], 'Configuration:')
      .group(GROUPS['Baseline:'], 'Baseline:')
      .group(GROUPS['Cache and speed:'], 'Cache and speed:')
      .group(GROUPS['Fleet engines (docs/fleet.md):'], 'Fleet engines (docs/fleet.md):')
      // Declared as strings so that "9.10" is not read as the number 9.1.
      .check((argv) => {
        const v = argv['server-version'];
        if (v !== undefined && !/^\d+\.\d+$/.test(v)) {
          throw new Error(`--server-version must look like 9.0 or 10.3 (major.minor), not "${v}".`);
        }
        const size = argv['max-file-size'];
        if (size !== undefined && parseSize(size) === undefined) {
          throw new Error(`--max-file-size takes a size in bytes, such as 2097152, 512KiB or 2MiB, not "${size}".`);
        }
        if (argv.staged && (argv.fix || argv['fix-review'])) {
          throw new Error('--staged checks what is staged and cannot --fix: fix the working tree, then stage the result.');
        }
        // `--cache-location` at the end of the line, or before another flag, leaves it empty.
        for (const [name, option] of Object.entries(OPTIONS)) {
          if ('type' in option && option.type === 'string' && argv[name] === '') throw new Error(`--${name} needs a value: ${option.describe}.`);
        }
        for (const name of ['ledger', 'mr-description', 'commit-message'] as const) if (argv[name] !== undefined && !argv.sweep) throw new Error(`--${name} needs --sweep.`);
        if (argv['update-baseline'] && !argv.baseline) throw new Error('--update-baseline needs --baseline FILE: the file to write.');
        const threads = argv.threads;
        if (threads !== undefined && !(Number.isInteger(threads) && threads >= 1)) throw new Error(`--threads takes a whole number of 1 or more, not "${threads}".`);
        familiarChecks(argv);
        return true;
      })
      // Each example on its own lines: yargs' two columns cut the longer commands in two.
      .epilogue(epilogue())
      .strict()
      .help()
      .alias('help', 'h')
      .version(version)
      // The CommonJS build wraps at word boundaries (the ESM one cut words).
      .wrap(HELP_WIDTH)
      .exitProcess(false)
  );
}

/** `version`: the tool's version, or how to read it (only --version and the argument parser need it). */
export async function parseArgs(argv: readonly string[], version: string | (() => string)): Promise<ParsedArgs> {
  // A pre-commit hook passes file names (an editor or a hook with the cache, --cache, its location
  // and a format too): that needs no parser, and loading and running yargs would be a good part of
  // the hook's time. Anything else goes through yargs.
  const simple = simpleFlags(argv, formatNames);
  if (simple) return { kind: 'run', options: toOptions(simple) };
  return new Promise<ParsedArgs>((resolve) => {
    // With a callback yargs hands over the help, version and error text instead of printing it.
    void parser(typeof version === 'string' ? version : version()).parse([...argv], {}, (err, args, output) => {
      if (err) {
        void withSuggestion(err.message, argv).then((message) => resolve({ kind: 'usage-error', message }));
        return;
      }
      if (args.help || args.version) {
        resolve({ kind: 'print', text: output });
        return;
      }
      if (args._[0] === 'init') {
        resolve({ kind: 'init', force: !!args.force });
        return;
      }
      resolve({ kind: 'run', options: toOptions(args) });
    });
  });
}

/** `Unknown argument: fomat` → `Unknown argument: fomat (did you mean "--format"?)`, for each unknown flag. */
async function withSuggestion(message: string, argv: readonly string[]): Promise<string> {
  const m = /^Unknown arguments?: (.+)$/.exec(message);
  if (!m) return message;
  // Loaded only for this message: the configuration's checks spell names the same way.
  const { hint } = await import('../config/validate.js');
  const flags = Object.entries(OPTIONS).flatMap(([name, o]) => [name, ...('type' in o && o.type === 'boolean' ? [`no-${name}`] : [])]);
  const known = [...flags, 'help', 'version'].map((f) => `--${f}`);
  return m[1]
    .split(', ')
    .map((name) => {
      // yargs names `--no-ignre` "ignre": the suggestion is for what was typed.
      const typed = argv.map((a) => a.split('=')[0]).find((a) => /^--?/.test(a) && [name, `no-${name}`].includes(a.replace(/^-+/, ''))) ?? `--${name}`;
      return `Unknown argument: ${name}${hint(typed.replace(/^-+/, '--'), known)}`;
    })
    .join('\n');
}

/** What yargs hands back, as far as toOptions reads it; a flag left out has its default (false, or undefined). */
type ParsedFlags = { format: unknown } & Partial<
  Record<'paths' | 'ext' | 'min-confidence' | 'sweep' | 'fix' | 'fix-review' | 'dry-run' | 'staged' | 'project' | 'update-baseline' | 'quiet' | 'include-large' | 'cache' | 'ignore' | 'exclude', unknown> &
    Record<'server-version' | 'output-file' | 'config' | 'baseline' | 'max-file-size' | 'cache-location' | 'ledger' | 'mr-description' | 'commit-message' | 'stdin-filename' | 'print-config', string> & {
      threads: number;
      'cache-strategy': CacheStrategy;
      rule: unknown;
      'max-warnings': number;
      stdin: unknown;
    }
>;

/** The parsed arguments as options. */
function toOptions(args: ParsedFlags): CliOptions {
  const fixReview = !!args['fix-review'];
  return {
    paths: (args.paths as string[] | undefined)?.map(String) ?? ['.'],
    fix: !!args.fix || fixReview,
    fixReview,
    dryRun: !!args['dry-run'],
    format: args.format as FormatName,
    serverVersion: args['server-version'],
    minConfidence: args['min-confidence'] as Confidence | undefined,
    outputFile: args['output-file'],
    config: args.config,
    staged: !!args.staged,
    project: args.project !== false,
    baseline: args.baseline,
    updateBaseline: !!args['update-baseline'],
    quiet: !!args.quiet,
    maxFileSize: args['max-file-size'] === undefined ? undefined : parseSize(args['max-file-size']),
    includeLarge: !!args['include-large'],
    cache: !!args.cache || args['cache-location'] !== undefined || args['cache-strategy'] !== undefined,
    cacheLocation: args['cache-location'],
    ignore: args.ignore !== false,
    exclude: args.exclude !== false,
    cacheStrategy: args['cache-strategy'],
    threads: args.threads,
    ...(args.ext ? { ext: (args.ext as unknown[]).map(String) } : {}),
    ...(args.sweep ? { sweep: true, ledger: args.ledger, mrDescription: args['mr-description'], commitMessage: args['commit-message'] } : {}),
    ...familiarOptions(args),
  };
}

const SIZE_UNITS: Record<string, number> = { '': 1, b: 1, k: 1024, kb: 1024, kib: 1024, m: 1024 ** 2, mb: 1024 ** 2, mib: 1024 ** 2 };

/** `2097152`, `512KiB`, `2MiB` (K and M count 1024s) → bytes; undefined when it is not a size. */
export function parseSize(text: string): number | undefined {
  const m = /^(\d+)\s*([a-z]*)$/i.exec(text.trim());
  const unit = m && SIZE_UNITS[m[2].toLowerCase()];
  return m && unit ? Number(m[1]) * unit : undefined;
}
