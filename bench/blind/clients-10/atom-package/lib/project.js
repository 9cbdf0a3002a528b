'use strict';

// git@gitlab.example.com:editor/tree-view.git or https://…/editor/tree-view.git -> editor/tree-view
exports.fromRemote = function (remote) {
  const m = /[:/]([^/:]+\/[^/]+?)(?:\.git)?$/.exec(remote || '');
  return m ? m[1] : null;
};

exports.currentProject = function () {
  const repo = atom.project.getRepositories()[0];
  return encodeURIComponent(exports.fromRemote(repo.getOriginURL()));
};
