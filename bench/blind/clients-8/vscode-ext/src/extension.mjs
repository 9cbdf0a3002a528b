import { GitLabService } from './services/gitlab_service.mjs';
import { registerCommands } from './commands/index.mjs';

export function activate(context) {
  const gitlab = new GitLabService(context.secrets);
  registerCommands(context, gitlab);
  return gitlab;
}

export function deactivate() {}
