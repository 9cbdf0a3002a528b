'use strict';
const { currentProject } = require('./project');

module.exports = function repoCommands(api) {
  return {
    // "Open blob by SHA" (from a `git ls-tree` line under the cursor)
    openBlob(sha) {
      return api.request('GET', '/projects/' + currentProject() + '/repository/raw_blobs/' + sha);
    },

    // "Show file at commit": the active file as of the given commit
    fileAtCommit(sha) {
      const file = atom.project.getRepositories()[0].relativize(atom.workspace.getActiveTextEditor().getPath());
      return api.request('GET', `/projects/${currentProject()}/repository/blobs/${sha}`, { query: { filepath: file } });
    },

    compareWithMaster() {
      const branch = atom.project.getRepositories()[0].getShortHead();
      return api.request('GET', `/projects/${currentProject()}/repository/compare`, { query: { from: 'master', to: branch } });
    },

    insertGitignore(name) {
      return api.request('GET', '/gitignores/' + name).then((template) => template.content);
    },
  };
};
