import { resolvers } from './src/resolvers.mjs';
import { contextFor } from './src/server.mjs';

const ctx = () => contextFor({ headers: {} });
const mr = { projectId: 'data/etl', id: 3092, iid: 41 };
const { Query, Mutation, MergeRequest } = resolvers;

export const calls = {
  project: () => Query.project(null, { id: 'data/etl' }, ctx()),
  jobs: () => Query.jobs(null, { projectId: 'data/etl', scope: 'running' }, ctx()),
  allProjects: () => Query.allProjects(null, {}, ctx()),
  searchProjects: () => Query.searchProjects(null, { term: 'etl' }, ctx()),
  issueByIid: () => Query.issue(null, { projectId: 'data/etl', iid: 12 }, ctx()),
  createIssue: () => Mutation.createIssue(null, { projectId: 'data/etl', input: { title: 'Nightly load failed', labels: ['bug', 'etl'] } }, ctx()),
  mrComments: () => MergeRequest.comments(mr, {}, ctx()),
  mrChanges: () => MergeRequest.changes(mr, {}, ctx()),
  subscribeLabel: () => Mutation.subscribeLabel(null, { projectId: 'data/etl', name: 'on call' }, ctx()),
  unsubscribeLabel: () => Mutation.unsubscribeLabel(null, { projectId: 'data/etl', name: 'on call' }, ctx()),
  forkProject: () => Mutation.forkProject(null, { projectId: 'data/etl', namespace: 'sandbox' }, ctx()),
  gitignore: () => Query.gitignore(null, { name: 'Python' }, ctx()),
  me: () => Query.me(null, {}, ctx()),
};
