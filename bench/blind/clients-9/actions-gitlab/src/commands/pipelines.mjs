// The packaging project's CI: start it for the release, report its failed jobs, fetch artifacts.
import { writeFile } from 'node:fs/promises';
import * as core from '../../vendor/actions-core/index.mjs';

export async function trigger(gitlab) {
  const form = new URLSearchParams({
    token: core.getInput('trigger-token', { required: true }),
    ref: core.getInput('ref'),
    'variables[UPSTREAM_VERSION]': core.getInput('version'),
  });
  const res = await gitlab.http.post(`${gitlab.projectApi}/trigger/builds`, form.toString(), { 'content-type': 'application/x-www-form-urlencoded' });
  const body = JSON.parse((await res.readBody()) || '{}');
  core.setOutput('pipeline', body.id ?? '');
}

export async function failedJobs(gitlab) {
  const { result } = await gitlab.http.getJson(`${gitlab.projectApi}/builds?scope=failed`);
  for (const job of [].concat(result ?? [])) core.warning(`GitLab job ${job.name} (#${job.id}) failed`);
}

export async function artifacts(gitlab) {
  const job = core.getInput('job', { required: true });
  const res = await gitlab.http.get(`${gitlab.projectApi}/builds/${job}/artifacts`);
  const out = process.env.RUNNER_TEMP ? `${process.env.RUNNER_TEMP}/artifacts-${job}.zip` : null;
  const body = await res.readBody();
  if (out) await writeFile(out, body);
}
