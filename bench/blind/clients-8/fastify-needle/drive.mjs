// Requests as the dashboard's browser code sends them, through Fastify's inject.
import { build } from './app.mjs';

const app = build();
const inject = (method, url, payload) => app.inject({ method, url, payload });

export const calls = {
  jobs: () => inject('GET', '/dash/905/jobs?scope=running'),
  cancelJob: () => inject('POST', '/dash/905/jobs/44120/cancel'),
  fileAtCommit: () => inject('GET', '/dash/905/file/ab12cd34?path=config/app.yml'),
  ciTemplate: () => inject('GET', '/dash/templates/ci/Ruby'),
  project: () => inject('GET', '/dash/905'),
  members: () => inject('GET', '/dash/905/members'),
  issueByNumber: () => inject('GET', '/dash/905/issues/31'),
  subscribeIssue: () => inject('POST', '/dash/905/issues/31/subscribe', { issue: { id: 70311, iid: 31 } }),
  unsubscribeLabel: () => inject('DELETE', '/dash/905/labels/needs%20review/subscription'),
  ownedGroups: () => inject('GET', '/admin/groups/mine'),
  createGroup: () => inject('POST', '/admin/groups', { name: 'Data', path: 'data' }),
  createUser: () => inject('POST', '/admin/users', { email: 'ana@example.org', username: 'ana', name: 'Ana Lima', password: 'correct-horse-9' }),
};
