#!/usr/bin/env node
// release-train <step> [--project p] [--version v] [--previous v] [--ref r] [--dry]
import { readOptions } from '../src/options.mjs';
import { GitLabRequests } from '../src/requests.mjs';
import * as prepare from '../src/steps/prepare.mjs';
import * as ship from '../src/steps/ship.mjs';
import * as admin from '../src/steps/admin.mjs';

export const steps = { ...prepare, ...ship, ...admin };

export function setup(argv) {
  const options = readOptions(argv);
  return { gl: new GitLabRequests(options), options };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { gl, options } = setup();
  const step = steps[options.step];
  if (!step) {
    console.error(`unknown step ${options.step}; one of ${Object.keys(steps).join(', ')}`);
    process.exit(2);
  }
  await step(gl, options);
}
