// The runner's part: every input's default from action.yml into INPUT_*, the workflow's `with:`
// on top, then the action's run().
import { readFileSync } from 'node:fs';
import YAML from 'yaml';
import { run } from './src/main.mjs';

const action = YAML.parse(readFileSync(new URL('./action.yml', import.meta.url), 'utf8'));
const envName = (name) => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;

function step(withInputs) {
  for (const key of Object.keys(process.env)) if (key.startsWith('INPUT_')) delete process.env[key];
  for (const [name, input] of Object.entries(action.inputs)) if (input.default !== undefined) process.env[envName(name)] = String(input.default);
  for (const [name, value] of Object.entries({ token: 'secret', project: 'packaging/cli', ...withInputs })) process.env[envName(name)] = String(value);
  return run();
}

process.env.GITHUB_REPOSITORY = 'acme/cli';
process.env.GITHUB_REF = 'refs/tags/v3.4.0';

export const calls = {
  verify: () => step({ command: 'verify' }),
  branch: () => step({ command: 'branch' }),
  bump: () => step({ command: 'bump' }),
  readVersion: () => step({ command: 'read-version' }),
  tag: () => step({ command: 'tag' }),
  trigger: () => step({ command: 'trigger', 'trigger-token': 'pkg7r1g', version: '3.4.0' }),
  failedJobs: () => step({ command: 'failed-jobs' }),
  artifacts: () => step({ command: 'artifacts', job: 70412 }),
  milestone: () => step({ command: 'milestone', milestone: 12 }),
  hook: () => step({ command: 'hook', 'hook-url': 'https://ci.acme.example/hooks/gitlab' }),
  visibility: () => step({ command: 'visibility', public: 'true' }),
  prune: () => step({ command: 'prune' }),
  fork: () => step({ command: 'fork', namespace: 'release-captains' }),
};
