import { registerCommand } from '../lib/registry.mjs';

const method = { block: 'PUT', unblock: 'PUT' };

for (const action of ['block', 'unblock']) {
  registerCommand(`user ${action}`, {
    description: `${action} a GitLab user`,
    async execute(interaction, { gitlab }) {
      const user = interaction.options.getInteger('user', true);
      await gitlab.read(await gitlab.client.request({ path: `${gitlab.apiRoot}users/${user}/${action}`, method: method[action], headers: gitlab.headers }));
      return interaction.reply(`User ${user}: ${action}ed`);
    },
  });
}

registerCommand('project search', {
  description: 'Find a project you are a member of',
  async execute(interaction, { gitlab }) {
    const term = interaction.options.getString('term', true);
    const res = await gitlab.client.request({ path: `${gitlab.apiRoot}projects`, method: 'GET', query: { search: term }, headers: gitlab.headers });
    return interaction.reply(`Projects: ${JSON.stringify(await gitlab.read(res))}`);
  },
});

registerCommand('deploykey disable', {
  description: 'Take a deploy key off a project',
  async execute(interaction, { gitlab, config }) {
    const project = interaction.options.getInteger('project') ?? config.defaultProject;
    const key = interaction.options.getInteger('key', true);
    await gitlab.read(await gitlab.client.request({ path: `${gitlab.apiRoot}projects/${project}/deploy_keys/${key}/disable`, method: 'DELETE', headers: gitlab.headers }));
    return interaction.reply(`Deploy key ${key} disabled on ${project}`);
  },
});

registerCommand('deploykey enable', {
  description: 'Enable a deploy key on a project',
  async execute(interaction, { gitlab, config }) {
    const project = interaction.options.getInteger('project') ?? config.defaultProject;
    const key = interaction.options.getInteger('key', true);
    await gitlab.read(await gitlab.client.request({ path: `${gitlab.apiRoot}projects/${project}/deploy_keys/${key}/enable`, method: 'POST', headers: gitlab.headers }));
    return interaction.reply(`Deploy key ${key} enabled on ${project}`);
  },
});
