import axios from 'axios';
import { host, headers, repo } from '../env.mjs';

// Reviewers are subscribed to the merge request; first-time authors get a welcome note.
export async function subscribeBot() {
  const mr = danger.gitlab.mr;
  await axios.request({ method: 'post', url: `${host}/api/v3/projects/${repo()}/merge_requests/${mr.id}/subscription`, headers });
}

export async function welcomeNote() {
  const mr = danger.gitlab.mr;
  await axios.request({
    method: 'post',
    url: `${host}/api/v3/projects/${repo()}/merge_requests/${mr.id}/comments`,
    data: { note: `Welcome @${mr.author.username}! A maintainer will review this soon.` },
    headers,
  });
}

export async function authorHistory() {
  const mr = danger.gitlab.mr;
  const { data } = await axios.request({ url: `${host}/api/v3/users/${mr.author.id}/events`, params: { target_type: 'MergeRequest' }, headers });
  return Array.isArray(data) ? data.length : 0;
}
