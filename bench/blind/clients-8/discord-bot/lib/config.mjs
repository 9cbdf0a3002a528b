// Bot settings from the environment (the bot runs in a container with these set).
export default {
  discordToken: process.env.DISCORD_TOKEN ?? '',
  gitlabUrl: process.env.GITLAB_URL ?? 'http://127.0.0.1:__PORT__',
  gitlabToken: process.env.GITLAB_TOKEN ?? 'secret',
  defaultProject: Number(process.env.GITLAB_PROJECT ?? 1207),
};
