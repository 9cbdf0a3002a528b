// The extension host: activate once, then run commands as the palette would.
import * as vscode from './vendor/vscode.mjs';
import { activate } from './src/extension.mjs';

const context = {
  subscriptions: [],
  secrets: new vscode.SecretStorage({ 'gitlab-token-http://127.0.0.1:__PORT__': 'secret' }),
  workspaceState: { selectedMergeRequest: { id: 27004, iid: 96, title: 'Pipeline view in the sidebar' } },
};
activate(context);

const run = (id, ...args) => {
  vscode.answers.push('web/portal');
  return vscode.commands.executeCommand(id, ...args);
};

export const calls = {
  runningJobs: () => run('gl.runningJobs'),
  jobTrace: () => run('gl.jobTrace', 39001),
  playJob: () => run('gl.playJob', 39002),
  mergeRequest: () => run('gl.openMergeRequest'),
  mrCommits: () => run('gl.mergeRequestCommits'),
  acceptMr: () => run('gl.acceptMergeRequest'),
  snippet: () => run('gl.createSnippet', { title: 'repro', fileName: 'repro.js', content: 'console.log(1)' }),
  ciConfig: () => run('gl.openCiConfig'),
  commitFile: () => run('gl.commitFile', { branch: 'docs/sidebar', message: 'docs: sidebar', path: 'docs/sidebar.md', content: '# Sidebar' }),
  pickProject: () => run('gl.pickProject'),
  whoami: () => run('gl.whoami'),
  openIssues: () => run('gl.openIssues'),
  closeIssue: () => run('gl.closeIssue', { id: 61200, iid: 412 }),
};
