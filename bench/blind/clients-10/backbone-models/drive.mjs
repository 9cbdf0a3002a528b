// The page loaded headless: the RequireJS data-main runs with jQuery and Backbone already loaded,
// then the board's buttons are pressed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import $ from './vendor/jquery.js';
import Backbone from './vendor/backbone.js';
import { createRequire } from './vendor/require.js';

globalThis.location = new URL('http://127.0.0.1:__PORT__/board/');
const root = path.dirname(fileURLToPath(import.meta.url));
const requirejs = createRequire(root, { jquery: $, backbone: Backbone });
globalThis.window = globalThis;
requirejs.main('js/main.js');
const board = globalThis.board;

const mr = { id: 90771, iid: 58, project_id: 1377, title: 'Drop IE9 from the support matrix' };

export const calls = {
  failedBuilds: () => board.failedBuilds(1377),
  retryBuild: () => board.retryBuild(1377, 40211),
  showTrace: () => board.showTrace(1377, 40211),
  closeMergeRequest: () => board.closeMergeRequest(mr),
  blockUser: () => board.blockUser(733),
  unstar: () => board.unstar(1377),
  commentFeed: () => board.commentFeed(1377),
  cutReleaseBranch: () => board.cutReleaseBranch(1377, '2.8'),
  tags: () => board.tags(1377),
  doneTodo: () => board.doneTodo(8802),
  pendingTodos: () => board.pendingTodos(),
  search: () => board.search('release board'),
  watchLabel: () => board.watchLabel(1377, 'needs review'),
};
