// Interactions as the gateway delivers them (a small stand-in for discord.js's ChatInputCommandInteraction).
import { onInteraction } from './bot.mjs';

const cache = { mergeRequests: new Map([['btn:1207:40', { id: 8812, iid: 40, project_id: 1207 }]]) };

function interaction(commandName, subcommand, options = {}) {
  return {
    commandName,
    client: { cache },
    options: {
      getSubcommand: () => subcommand,
      getString: (name) => (name in options ? String(options[name]) : null),
      getInteger: (name) => (name in options ? Number(options[name]) : null),
    },
    reply: async () => undefined,
  };
}

export const calls = {
  status: () => onInteraction(interaction('ci', 'status', { ref: 'release/4.2' })),
  retry: () => onInteraction(interaction('ci', 'retry', { job: 66120 })),
  trace: () => onInteraction(interaction('ci', 'trace', { project: 88, job: 66121 })),
  todos: () => onInteraction(interaction('todo', 'list')),
  todoDone: () => onInteraction(interaction('todo', 'done', { id: 5120 })),
  todoClear: () => onInteraction(interaction('todo', 'clear')),
  mergeWhenGreen: () => onInteraction(interaction('mr', 'merge', { mr: 'btn:1207:40' })),
  mrComments: () => onInteraction(interaction('mr', 'comments', { mr: 'btn:1207:40' })),
  block: () => onInteraction(interaction('user', 'block', { user: 419 })),
  unblock: () => onInteraction(interaction('user', 'unblock', { user: 419 })),
  search: () => onInteraction(interaction('project', 'search', { term: 'ledger' })),
  disableKey: () => onInteraction(interaction('deploykey', 'disable', { key: 31 })),
  enableKey: () => onInteraction(interaction('deploykey', 'enable', { key: 32 })),
};
