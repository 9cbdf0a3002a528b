import axios from 'axios';
import { host, headers, repo } from '../env.mjs';

// The previous danger job's report, from the artifacts of the target branch.
export async function previousReport() {
  const mr = danger.gitlab.mr;
  const { data } = await axios.request({
    url: `${host}/api/v3/projects/${repo()}/builds/artifacts/${mr.target_branch}/download`,
    params: { job: 'danger' },
    headers,
    responseType: 'arraybuffer',
  });
  return data;
}

export async function reportStatus(state) {
  const mr = danger.gitlab.mr;
  await axios.request({ method: 'post', url: `${host}/api/v3/projects/${repo()}/statuses/${mr.sha}`, data: { state, name: 'danger' }, headers });
  // A link to the job page, not an API call: the web UI's own route.
  markdown(`Danger ran in [job ${process.env.CI_JOB_ID ?? 'local'}](${host}/${danger.gitlab.metadata.repoSlug}/builds/${process.env.CI_JOB_ID ?? 0})`);
}

export async function triggerDocsPreview() {
  const mr = danger.gitlab.mr;
  await axios.request({
    method: 'post',
    url: `${host}/api/v3/projects/${repo()}/ref/${encodeURIComponent(mr.source_branch)}/trigger/builds`,
    params: { token: process.env.DOCS_PREVIEW_TOKEN ?? 'prev1ew' },
    headers,
  });
}
