import { registerCommand } from '../lib/registry.mjs';

// The merge requests the bot listed in the channel, kept by the button's custom id.
const pick = (interaction) => interaction.client.cache.mergeRequests.get(interaction.options.getString('mr', true));

registerCommand('mr merge', {
  description: 'Merge when the pipeline succeeds',
  async execute(interaction, { gitlab }) {
    const mr = pick(interaction);
    const res = await gitlab.client.request({
      path: `${gitlab.apiRoot}projects/${mr.project_id}/merge_requests/${mr.id}/merge`,
      method: 'PUT',
      ...gitlab.json({ merge_when_build_succeeds: true, should_remove_source_branch: true }),
    });
    await gitlab.read(res);
    return interaction.reply(`!${mr.iid} will be merged when the pipeline succeeds`);
  },
});

registerCommand('mr comments', {
  description: 'The discussion of a merge request',
  async execute(interaction, { gitlab }) {
    const mr = pick(interaction);
    const res = await gitlab.client.request({ path: `${gitlab.apiRoot}projects/${mr.project_id}/merge_requests/${mr.id}/comments`, method: 'GET', headers: gitlab.headers });
    return interaction.reply(`Comments: ${JSON.stringify(await gitlab.read(res))}`);
  },
});
