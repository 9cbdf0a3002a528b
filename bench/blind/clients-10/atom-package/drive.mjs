// Atom, headless: the package activated in a window whose project is a clone of editor/tree-view,
// the settings left at their defaults but the token; then its commands run.
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const atomModule = require('./vendor/atom.js');
// Atom's module loader answers require('atom') itself.
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === 'atom' ? path.join(here, 'vendor/atom.js') : resolve.call(this, request, ...rest);
};
globalThis.atom = atomModule.createEnvironment({
  packageDir: here,
  userConfig: { 'gitlab-ci-status.token': 'atom-token' },
  repository: {
    workingDirectory: '/home/dev/tree-view',
    getOriginURL: () => 'git@gitlab.example.com:editor/tree-view.git',
    getShortHead: () => 'fix-scroll',
    relativize: (p) => path.relative('/home/dev/tree-view', p),
  },
  editor: { getPath: () => '/home/dev/tree-view/lib/main.js', getText: () => 'test:\n  script: npm test\n' },
});
const pkg = require('./lib/main.js');
pkg.activate();

const mr = { id: 27455, iid: 233, title: 'Keep scroll position on refresh' };

export const calls = {
  pipelineStatus: () => pkg.ci.pipelineStatus(),
  showBuilds: () => atom.commands.dispatch('atom-workspace', 'gitlab-ci-status:show-builds'),
  showTrace: () => pkg.ci.showTrace(31870),
  playManual: () => pkg.ci.playManual(31871),
  lint: () => atom.commands.dispatch('atom-workspace', 'gitlab-ci-status:lint'),
  openBlob: () => pkg.repo.openBlob('9f8e7d6c'),
  fileAtCommit: () => pkg.repo.fileAtCommit('c0ffee42'),
  compare: () => atom.commands.dispatch('atom-workspace', 'gitlab-ci-status:compare'),
  gitignore: () => pkg.repo.insertGitignore('Node'),
  openMergeRequests: () => atom.commands.dispatch('atom-workspace', 'gitlab-ci-status:merge-requests'),
  comment: () => pkg.mr.comment(mr, 'Looks good on Windows too'),
  watch: () => pkg.mr.watch(mr),
  clearTodos: () => atom.commands.dispatch('atom-workspace', 'gitlab-ci-status:clear-todos'),
};
