// The app started headless; the renderer's calls made through the preload bridge.
import { main } from './src/main/index.mjs';
import { store } from './src/main/store.mjs';
import './src/preload/index.mjs';

store.store.gitlab.token = 'secret';
await main();
const gitlab = globalThis.gitlab;

const issue = { id: 41822, iid: 12, project_id: 905 };
const mr = { id: 27455, iid: 233, project_id: 905 };

export const calls = {
  me: () => gitlab.me(),
  todos: () => gitlab.todos(),
  clearTodos: () => gitlab.clearTodos(),
  activity: () => gitlab.activity(77, '2026-11-30T00:00:00Z'),
  projects: () => gitlab.projects(),
  pipelines: () => gitlab.pipelines(905),
  retryPipeline: () => gitlab.retryPipeline(905, 6118),
  jobTrace: () => gitlab.jobTrace(905, 31870),
  downloadArtifacts: () => gitlab.downloadArtifacts(905, 'main', 'package'),
  closeIssue: () => gitlab.closeIssue(issue),
  findIssue: () => gitlab.findIssue(905, 12),
  mergeRequestChanges: () => gitlab.mergeRequestChanges(mr),
  muteMergeRequest: () => gitlab.muteMergeRequest(mr),
  license: () => gitlab.license('mit', { project: 'gitlab-tray', fullname: 'ACME Tools' }),
};
