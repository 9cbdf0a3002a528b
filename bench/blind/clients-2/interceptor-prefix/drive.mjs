import { http } from './http.mjs';

const mr = { id: 901, iid: 6 };

export const calls = {
  unblock: () => http.put('/users/42/unblock'),
  fork: () => http.post('/projects/fork/5'),
  search: () => http.get('/projects/search/bot'),
  mrChanges: () => http.get(`/projects/5/merge_request/${mr.id}/changes`),
  hook: () => http.post('/projects/5/hooks', { url: 'https://x.example.org', build_events: false }),
};
