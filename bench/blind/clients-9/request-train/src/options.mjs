// Command-line options (`release-train <step> --project mobile/app --version 5.2.0`), with the
// environment as the fallback the CI job uses.
import { parseArgs } from 'node:util';
import { DEFAULT_GITLAB } from './constants.mjs';

export function readOptions(argv = process.argv.slice(2), env = process.env) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      gitlab: { type: 'string', default: env.RELEASE_TRAIN_GITLAB ?? DEFAULT_GITLAB },
      token: { type: 'string', default: env.RELEASE_TRAIN_TOKEN ?? 'secret' },
      project: { type: 'string', default: env.CI_PROJECT_PATH ?? 'mobile/app' },
      version: { type: 'string' },
      previous: { type: 'string' },
      ref: { type: 'string', default: 'main' },
      dry: { type: 'boolean', default: false },
    },
  });
  return { step: positionals[0], ...values };
}
