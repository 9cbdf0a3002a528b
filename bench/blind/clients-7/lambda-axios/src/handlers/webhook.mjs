// The merge request webhook: a note on every new merge request, and auto-merge for the bot's own.
import '../init.mjs';
import axios from 'axios';
import { respond } from '../respond.mjs';

export const handler = async (event) => {
  const payload = JSON.parse(event.body);
  const mr = payload.object_attributes;
  const projectId = payload.project.id;
  if (payload.object_kind !== 'merge_request') return respond({ ignored: true }, 202);

  if (mr.action === 'open') {
    await axios.post(`/projects/${projectId}/merge_requests/${mr.id}/notes`, { body: 'Thanks! The checklist is in CONTRIBUTING.md.' });
  } else if (mr.action === 'approved' && mr.author_id === Number(process.env.BOT_USER_ID ?? 2)) {
    await axios.put(`/projects/${projectId}/merge_requests/${mr.id}`, { state_event: 'merge' });
  } else if (mr.action === 'update') {
    const { data } = await axios.get(`/projects/${projectId}/repository/commits/${mr.last_commit.id}/statuses`);
    return respond(data);
  }
  return respond({ ok: true });
};
