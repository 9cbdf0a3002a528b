// CI housekeeping on top of the GitLab connection.
import { createGitlab } from './gitlab.mjs';

const gl = createGitlab({ token: process.env.GITLAB_TOKEN ?? 'secret' });

export function triggerPipeline(project, token, ref) {
  return gl.post(`projects/${project}/trigger/builds`, { form: { token, ref } });
}

export function cancelAutoMerge(project, mr) {
  return gl.post(`projects/${project}/merge_requests/${mr.id}/cancel_merge_when_build_succeeds`);
}

export function jobTrace(project, job) {
  return gl.get(`projects/${project}/builds/${job}/trace`);
}

export function eraseJob(project, job) {
  return gl.post(`projects/${project}/builds/${job}/erase`);
}

export function deployKeys(project) {
  return gl.get(`projects/${project}/keys`, { searchParams: { per_page: 100 } });
}

export function disableDeployKey(project, keyId) {
  return gl.delete(`projects/${project}/deploy_keys/${keyId}/disable`);
}

export function addHook(project, url) {
  return gl.post(`projects/${project}/hooks`, { json: { url, build_events: true, push_events: true } });
}

export function lockDown(project) {
  return gl.put(`projects/${project}`, { json: { builds_enabled: false, visibility_level: 10 } });
}

export function licenseTemplates() {
  return gl.get('licenses', { searchParams: { popular: 1 } });
}

export function gitignore(name) {
  return gl.get(`gitignores/${name}`);
}

export function ownedGroups() {
  return gl.get('groups/owned');
}

export function sourceTree(project, ref) {
  return gl.get(`projects/${project}/repository/tree`, { searchParams: { ref_name: ref, path: 'src' } });
}

export function fork(project) {
  return gl.post(`projects/fork/${project}`);
}
