// The action's entry (runs.main): one command per step of the release workflow.
import * as core from '../vendor/actions-core/index.mjs';
import { GitLab } from './gitlab.mjs';
import * as release from './commands/release.mjs';
import * as pipelines from './commands/pipelines.mjs';
import * as project from './commands/project.mjs';

const commands = {
  verify: release.verify,
  branch: release.branch,
  bump: release.bump,
  'read-version': release.readVersion,
  tag: release.tag,
  trigger: pipelines.trigger,
  'failed-jobs': pipelines.failedJobs,
  artifacts: pipelines.artifacts,
  milestone: project.milestone,
  hook: project.hook,
  visibility: project.visibility,
  prune: project.prune,
  fork: project.fork,
};

export async function run() {
  try {
    const command = core.getInput('command', { required: true });
    const handler = commands[command];
    if (!handler) throw new Error(`Unknown command "${command}"`);
    await handler(GitLab.fromInputs());
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error));
    throw error;
  }
}

if (process.env.GITHUB_ACTIONS === 'true') run().catch(() => undefined);
