// The bot's entry: load the command modules (they register themselves), then route interactions.
import config from './lib/config.mjs';
import { gitlab } from './lib/gitlab.mjs';
import { dispatch } from './lib/registry.mjs';
import './commands/ci.mjs';
import './commands/todos.mjs';
import './commands/mr.mjs';
import './commands/admin.mjs';

export const services = { gitlab, config };
export const onInteraction = (interaction) => dispatch(interaction, services);
