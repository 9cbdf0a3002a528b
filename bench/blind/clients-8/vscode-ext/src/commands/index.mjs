// The command palette entries; each asks for what it needs and calls the service.
import * as vscode from '../../vendor/vscode.mjs';

export function registerCommands(context, gitlab) {
  const project = async () => encodeURIComponent((await vscode.window.showInputBox({ prompt: 'Project path' })) ?? '');
  const mrFromPicker = (state) => state.selectedMergeRequest;
  const register = (id, fn) => context.subscriptions.push(vscode.commands.registerCommand(id, fn));

  register('gl.runningJobs', async () => gitlab.fetchRunningJobs(await project()));
  register('gl.jobTrace', async (jobId) => gitlab.fetchJobTrace(await project(), jobId));
  register('gl.playJob', async (jobId) => gitlab.playJob(await project(), jobId));
  register('gl.openMergeRequest', async () => gitlab.fetchMergeRequest(await project(), mrFromPicker(context.workspaceState)));
  register('gl.mergeRequestCommits', async () => gitlab.fetchMergeRequestCommits(await project(), mrFromPicker(context.workspaceState)));
  register('gl.acceptMergeRequest', async () => gitlab.acceptMergeRequest(await project(), mrFromPicker(context.workspaceState)));
  register('gl.createSnippet', async (selection) => gitlab.createSnippet(await project(), selection));
  register('gl.openCiConfig', async () => gitlab.fetchCiConfig(await project(), 'main'));
  register('gl.commitFile', async (change) => gitlab.commitFile(await project(), change));
  register('gl.pickProject', async () => gitlab.fetchVisibleProjects());
  register('gl.whoami', async () => gitlab.fetchCurrentUser());
  register('gl.openIssues', async () => gitlab.fetchOpenIssues(await project()));
  register('gl.closeIssue', async (issue) => gitlab.closeIssue(await project(), issue));
}
