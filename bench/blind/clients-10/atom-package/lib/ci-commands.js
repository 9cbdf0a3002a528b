'use strict';
const { currentProject } = require('./project');

module.exports = function ciCommands(api) {
  return {
    // Status bar tile: the newest pipeline of the checked-out branch.
    pipelineStatus() {
      const branch = atom.project.getRepositories()[0].getShortHead();
      return api.request('GET', '/projects/' + currentProject() + '/pipelines?ref=' + encodeURIComponent(branch) + '&per_page=1');
    },

    showBuilds() {
      return api.request('GET', `/projects/${currentProject()}/builds`, { query: { scope: 'running' } });
    },

    showTrace(buildId) {
      return api.request('GET', `/projects/${currentProject()}/builds/${buildId}/trace`);
    },

    playManual(buildId) {
      return api.request('POST', `/projects/${currentProject()}/builds/${buildId}/play`).then(() => {
        atom.notifications.addSuccess('Started build ' + buildId);
      });
    },

    lintCurrentFile() {
      const editor = atom.workspace.getActiveTextEditor();
      return api.request('POST', '/ci/lint', { body: { content: editor.getText() } });
    },
  };
};
