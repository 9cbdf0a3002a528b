import './layout.mjs';
import Api from './api.mjs';
import { MergeRequestWidget } from './merge_request_widget.mjs';

const P = 'web/frontend';
const widget = new MergeRequestWidget({ projectPath: P, mergeRequest: { id: 5120, iid: 64, source_branch: 'feature/avatar' } });
const done = (fn) => new Promise((resolve, reject) => fn(resolve).fail(reject));

export const calls = {
  project: () => Api.project(P),
  projects: () => done((cb) => Api.projects('front', {}, cb)),
  users: () => Api.users('ann'),
  licenseText: () => done((cb) => Api.licenseText('mit', { project: 'frontend', fullname: 'ACME' }, cb)),
  gitignoreText: () => done((cb) => Api.gitignoreText('Node', cb)),
  branchSingle: () => Api.branchSingle(P, 'main'),
  createBranch: () => widget.createFixBranch('fix/avatar-size'),
  commitMultiple: () => widget.commitFix('fix/avatar-size', 'app/avatar.js', 'export default 32;', 'Fix avatar size'),
  mergeRequest: () => widget.load(),
  mergeRequestChanges: () => widget.loadChanges(),
  issueByIid: () => Api.issueByIid(P, 31),
  projectEvents: () => Api.projectEvents(P, 'MergeRequest'),
  runningBuilds: () => Api.runningBuilds(P),
  unstar: () => Api.unstar(P),
  markTodoDone: () => Api.markTodoDone(902),
};
