// The nightly cleanup, scheduled by EventBridge. It reads its settings on every invocation, so a
// changed environment takes effect without a redeploy; the URLs are absolute.
import axios from 'axios';
import { respond } from '../respond.mjs';

export const handler = async (event) => {
  const api = process.env.GITLAB_API_URL ?? 'http://127.0.0.1:__PORT__/api/v3';
  const headers = { 'PRIVATE-TOKEN': process.env.GITLAB_TOKEN ?? 'secret' };
  const { projectId, task } = event.detail;

  if (task === 'branch') {
    await axios.delete(`${api}/projects/${projectId}/repository/branches/${encodeURIComponent(event.detail.branch)}`, { headers });
  } else if (task === 'unstar') {
    await axios.delete(`${api}/projects/${projectId}/star`, { headers });
  } else if (task === 'tree') {
    const { data } = await axios.get(`${api}/projects/${projectId}/repository/tree`, { headers, params: { ref_name: 'main', recursive: true } });
    return respond(data);
  }
  return respond({ done: task });
};
