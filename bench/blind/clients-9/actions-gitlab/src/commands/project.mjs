// Project housekeeping around a release: the milestone, the webhook back to us, visibility,
// merged branches, and forks for the release captain.
import * as core from '../../vendor/actions-core/index.mjs';

export async function milestone(gitlab) {
  const iid = core.getInput('milestone', { required: true });
  const { result } = await gitlab.http.getJson(`${gitlab.projectApi}/milestones?iid=${iid}`);
  const [found] = [].concat(result ?? []);
  core.setOutput('milestone-id', found?.id ?? '');
}

export async function hook(gitlab) {
  const url = core.getInput('hook-url', { required: true });
  await gitlab.http.postJson(`${gitlab.projectApi}/hooks`, { url, push_events: false, tag_push_events: true, build_events: true, enable_ssl_verification: true });
}

export async function visibility(gitlab) {
  await gitlab.http.putJson(gitlab.projectApi, { visibility_level: core.getBooleanInput('public') ? 20 : 0 });
}

export async function prune(gitlab) {
  const res = await gitlab.http.del(`${gitlab.projectApi}/repository/merged_branches`);
  await res.readBody();
}

export async function fork(gitlab) {
  const namespace = core.getInput('namespace', { required: true });
  await gitlab.http.postJson(`${gitlab.api}/projects/fork/${encodeURIComponent(gitlab.project)}`, { namespace });
}
