// The merge request page: the widget loads the MR, its changes, and offers a branch for a fix.
import Api from './api.mjs';

export class MergeRequestWidget {
  constructor({ projectPath, mergeRequest }) {
    this.projectPath = projectPath;
    this.mergeRequest = mergeRequest;
  }

  load() {
    return Api.mergeRequest(this.projectPath, this.mergeRequest.id).done((mr) => {
      this.state = mr.state;
    });
  }

  loadChanges() {
    return Api.mergeRequestChanges(this.projectPath, this.mergeRequest.id);
  }

  commitFix(target, filePath, content, message) {
    return Api.commitMultiple(this.projectPath, {
      branch_name: target,
      commit_message: message,
      actions: [{ action: 'update', file_path: filePath, content }],
    });
  }

  createFixBranch(name) {
    return Api.createBranch(this.projectPath, name, this.mergeRequest.source_branch);
  }
}
