import { registerCommand } from '../lib/registry.mjs';

registerCommand('ci status', {
  description: 'Latest pipelines of a branch',
  async execute(interaction, { gitlab, config }) {
    const project = interaction.options.getInteger('project') ?? config.defaultProject;
    const res = await gitlab.client.request({
      path: `${gitlab.apiRoot}projects/${project}/pipelines`,
      method: 'GET',
      query: { ref: interaction.options.getString('ref') ?? 'main', per_page: 5 },
      headers: gitlab.headers,
    });
    const pipelines = await gitlab.read(res);
    return interaction.reply(`Pipelines: ${JSON.stringify(pipelines)}`);
  },
});

registerCommand('ci retry', {
  description: 'Retry a failed job',
  async execute(interaction, { gitlab, config }) {
    const project = interaction.options.getInteger('project') ?? config.defaultProject;
    const job = interaction.options.getInteger('job', true);
    const res = await gitlab.client.request({ path: `${gitlab.apiRoot}projects/${project}/builds/${job}/retry`, method: 'POST', headers: gitlab.headers });
    await gitlab.read(res);
    return interaction.reply(`Retried job #${job}`);
  },
});

registerCommand('ci trace', {
  description: 'The last lines of a job log',
  async execute(interaction, { gitlab, config }) {
    const project = interaction.options.getInteger('project') ?? config.defaultProject;
    const job = interaction.options.getInteger('job', true);
    const { body } = await gitlab.client.request({ method: 'GET', headers: gitlab.headers, path: gitlab.apiRoot + `projects/${project}/builds/${job}/trace` });
    const log = await body.text();
    return interaction.reply('```\n' + log.split('\n').slice(-20).join('\n') + '\n```');
  },
});
