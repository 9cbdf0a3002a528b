import axios from 'axios';
import { host, headers, repo } from '../env.mjs';

// Big merge requests get a warning; lockfile changes without package.json changes fail.
export async function sizeRule() {
  const mr = danger.gitlab.mr;
  const { data } = await axios.request({ method: 'get', url: `${host}/api/v3/projects/${repo()}/merge_requests/${mr.id}/changes`, headers });
  const changes = data.changes ?? [];
  if (changes.length > 40) warn(`This merge request touches ${changes.length} files: consider splitting it.`);
}

export async function commitsRule() {
  const mr = danger.gitlab.mr;
  const { data } = await axios.request({
    url: `${host}/api/v3/projects/${repo()}/merge_requests/${mr.id}/commits`,
    params: { per_page: 100 },
    headers,
  });
  for (const c of Array.isArray(data) ? data : []) if (/^fixup!/.test(c.title)) fail(`Squash ${c.short_id} before merging.`);
}

export async function lockfileRule() {
  const mr = danger.gitlab.mr;
  const request = {
    method: 'get',
    url: `${host}/api/v3/projects/${repo()}/repository/blobs/${mr.sha}`,
    params: { filepath: 'package-lock.json' },
    headers,
    responseType: 'text',
  };
  const { data } = await axios.request(request);
  if (typeof data === 'string' && data.includes('"lockfileVersion": 1')) warn('package-lock.json is still lockfileVersion 1.');
}

export async function compareRule() {
  const mr = danger.gitlab.mr;
  const { data } = await axios.request({ url: `${host}/api/v3/projects/${repo()}/repository/compare`, params: { from: mr.target_branch, to: mr.source_branch }, headers });
  if (data.compare_timeout) message('The diff was too large for GitLab to compare in time.');
}
