import { registerCommand } from '../lib/registry.mjs';

registerCommand('todo list', {
  description: 'Your pending GitLab todos',
  async execute(interaction, { gitlab }) {
    const res = await gitlab.client.request({ path: `${gitlab.apiRoot}todos`, method: 'GET', query: { state: 'pending' }, headers: gitlab.headers });
    return interaction.reply(`Todos: ${JSON.stringify(await gitlab.read(res))}`);
  },
});

registerCommand('todo done', {
  description: 'Mark one todo as done',
  async execute(interaction, { gitlab }) {
    const id = interaction.options.getInteger('id', true);
    await gitlab.read(await gitlab.client.request({ path: `${gitlab.apiRoot}todos/${id}`, method: 'DELETE', headers: gitlab.headers }));
    return interaction.reply(`Todo ${id} done`);
  },
});

registerCommand('todo clear', {
  description: 'Mark every todo as done',
  async execute(interaction, { gitlab }) {
    await gitlab.read(await gitlab.client.request({ path: `${gitlab.apiRoot}todos`, method: 'DELETE', headers: gitlab.headers }));
    return interaction.reply('Inbox zero 🎉');
  },
});
