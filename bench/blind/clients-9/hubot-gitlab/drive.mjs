// A shell-adapter session: load the package as external-scripts.json would, then talk to the bot.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Robot } = require('./vendor/hubot.js');
const robot = new Robot('hubot');
require('./index.js')(robot, ['*']);

// What the GitLab webhook script would have stored when the merge request was opened.
robot.brain.set('gitlab.mergeRequests', { 'ops/portal!40': { id: 8812, iid: 40, title: 'Rotate the edge certificates' } });

const alice = { id: 'U01', name: 'alice' };
const say = (text) => robot.receive(alice, `hubot ${text}`);

export const calls = {
  jobs: () => say('ci jobs ops/portal'),
  retry: () => say('ci retry ops/portal 66120'),
  play: () => say('ci play ops/portal 66121'),
  pipelines: () => say('ci pipelines ops/portal main'),
  runPipeline: () => say('ci run ops/portal release/4.2'),
  block: () => say('gitlab block 419'),
  unblock: () => say('gitlab unblock 419'),
  whoami: () => say('gitlab whoami'),
  todoDone: () => say('todo done 5120'),
  merge: () => say('mr merge ops/portal !40'),
  mrComments: () => say('mr comments ops/portal !40'),
  search: () => say('gitlab search ledger'),
  star: () => say('gitlab star ops/portal'),
  unstar: () => say('gitlab unstar ops/portal'),
};
