// Command-line arguments: the yargs definition and its outcome as plain data. Never prints, never exits.
import yargs from 'yargs';
import type { Confidence } from '../core/index.js';
import { formatNames } from '../formatters/index.js';
import type { FormatName } from '../formatters/index.js';

export const PROGRAM = 'gitlab-v4-migrate';

export interface CliOptions {
  paths: string[];
  fix: boolean;
  fixReview: boolean;
  dryRun: boolean;
  format: FormatName;
  serverVersion?: string;
  minConfidence: Confidence;
}

export type ParsedArgs =
  | { kind: 'run'; options: CliOptions }
  /** --help or --version: print `text` and stop. */
  | { kind: 'print'; text: string }
  | { kind: 'usage-error'; message: string };

const CONFIDENCE_CHOICES: Confidence[] = ['low', 'medium', 'high'];

function parser(version: string) {
  return (
    yargs()
      .scriptName(PROGRAM)
      // Messages in English whatever the machine's locale, so that docs and tests match them.
      .locale('en')
      .command('$0 [paths..]', 'Find GitLab REST API v3 usage in JavaScript and TypeScript, and move it to v4.', (y) =>
        y.positional('paths', {
          describe: 'Files or folders to check',
          type: 'string',
          array: true,
          default: ['.'],
        }),
      )
      .options({
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
        format: { choices: formatNames, default: 'stylish' as FormatName, describe: 'Output format' },
        'server-version': {
          type: 'string',
          describe: 'The GitLab version the code must run against, e.g. 9.0: newer changes are not reported',
        },
        'min-confidence': {
          choices: CONFIDENCE_CHOICES,
          default: 'low' as Confidence,
          describe: 'Report only findings at least this sure',
        },
      })
      // Declared as strings so that "9.10" is not read as the number 9.1.
      .check((argv) => {
        const v = argv['server-version'];
        if (v !== undefined && !/^\d+\.\d+$/.test(v)) {
          throw new Error(`--server-version must look like 9.0 or 10.3 (major.minor), not "${v}".`);
        }
        return true;
      })
      .example('$0', 'Check every JS/TS file under the current folder')
      .example('$0 src --dry-run', 'Show the diff --fix would apply to src/, change nothing')
      .example('$0 src --fix', 'Apply the safe fixes in place')
      .example('$0 --fix-review', 'Apply safe and review-tier fixes; review the diff before committing')
      .example('$0 --format json > report.json', 'Machine-readable report')
      .example('$0 --server-version 9.0', 'Only report changes a GitLab 9.0 server enforces')
      .epilogue(
        'Exit codes: 0 no warnings or errors remain, 1 warnings or errors remain, 2 usage error or a file could not be processed.',
      )
      .strict()
      .help()
      .alias('help', 'h')
      .version(version)
      // Unwrapped: the ESM build of yargs wraps in the middle of words.
      .wrap(null)
      .exitProcess(false)
  );
}

export async function parseArgs(argv: readonly string[], version: string): Promise<ParsedArgs> {
  return new Promise<ParsedArgs>((resolve) => {
    // With a callback yargs hands over the help, version and error text instead of printing it.
    void parser(version).parse([...argv], {}, (err, args, output) => {
      if (err) {
        resolve({ kind: 'usage-error', message: err.message });
        return;
      }
      if (args.help || args.version) {
        resolve({ kind: 'print', text: output });
        return;
      }
      const fixReview = !!args['fix-review'];
      resolve({
        kind: 'run',
        options: {
          paths: (args.paths as string[] | undefined)?.map(String) ?? ['.'],
          fix: !!args.fix || fixReview,
          fixReview,
          dryRun: !!args['dry-run'],
          format: args.format as FormatName,
          serverVersion: args['server-version'],
          minConfidence: args['min-confidence'] as Confidence,
        },
      });
    });
  });
}
