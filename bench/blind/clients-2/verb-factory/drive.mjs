import { del, get, post, put } from './gitlab.mjs';

export const calls = {
  unstar: () => del('/projects/5/star'),
  block: () => put('/users/42/block'),
  artifacts: () => get('/projects/5/builds/3/artifacts'),
  visibility: () => put('/projects/5', { visibility_level: 0 }),
  subscribe: () => post('/projects/5/issues/77/subscription'),
};
