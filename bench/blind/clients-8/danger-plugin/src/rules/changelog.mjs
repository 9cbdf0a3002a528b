import axios from 'axios';
import { host, headers, repo } from '../env.mjs';

export async function changelogRule() {
  const mr = danger.gitlab.mr;
  try {
    await axios.request({
      method: 'GET',
      url: `${host}/api/v3/projects/${repo()}/repository/files`,
      params: { file_path: 'CHANGELOG.md', ref: mr.source_branch },
      headers,
    });
  } catch {
    warn('No CHANGELOG.md on the source branch.');
  }
}

export async function labelsRule() {
  const { data } = await axios.request({ url: `${host}/api/v3/projects/${repo()}/labels`, headers });
  const known = new Set((Array.isArray(data) ? data : []).map((l) => l.name));
  for (const label of danger.gitlab.mr.labels) if (!known.has(label)) warn(`Unknown label ~"${label}"`);
}
