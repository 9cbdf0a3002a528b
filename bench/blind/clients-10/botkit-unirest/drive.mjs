// The bot without Slack: messages from the acme team handed to the controller as the RTM
// connection would; each resolves when the bot replies.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const controller = require('./bot.js');
const bot = controller.spawn({ token: 'xoxb-test' });
const say = (text) => controller.receiveMessage(bot, { type: 'direct_message', team: 'T024BE7LD', user: 'U01ALICE', channel: 'D01', text });

export const calls = {
  failed: () => say('failed web'),
  cancel: () => say('cancel web 88107'),
  deploy: () => say('deploy web production'),
  whois: () => say('whois alice'),
  block: () => say('block 733'),
  pushes: () => say('pushes 733'),
  openMrs: () => say('mrs web'),
  stopAutomerge: () => say('stop automerge web!58'),
  commits: () => say('commits web!58'),
  issue: () => say('issue web#77'),
  star: () => say('star web'),
  starred: () => say('starred'),
  find: () => say('find checkout'),
};
