#!/usr/bin/env node
// `gitlab-v4-migrate-resident`: `gitlab-v4-migrate --resident` as a CommonJS script
// (dist/cli/resident.cjs, scripts/build-bin.mjs), the executable of the resident pre-commit hook.
// Node starts a CommonJS script for less than an ES module (a client that connects and relays:
// 110 M instructions against 132 M, `node -e 0` 84 M: docs/performance.md, eleventh round), and a
// served run is nothing but that start. A run the server does not serve is this process's, as
// `gitlab-v4-migrate` runs it: bin.js, loaded only then.
import { served } from './resident/client.js';

const argv = process.argv.slice(2).filter((a) => a !== '--resident');
void served(argv)
  .catch(() => undefined)
  .then(async (outcome) => {
    if (outcome && 'code' in outcome) {
      process.exitCode = outcome.code;
      return;
    }
    process.argv.splice(2, process.argv.length - 2, ...argv);
    await import(new URL('./bin.js', import.meta.url).href);
    outcome?.start?.();
  });
