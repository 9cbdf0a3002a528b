'use strict';
// /gitlab-setup <url> <token>: stores the team's GitLab. The bot speaks API v3.
module.exports = function (controller) {
  controller.on('slash_command', (bot, message) => {
    if (message.command !== '/gitlab-setup') return;
    const [url, token] = message.text.split(/\s+/);
    controller.storage.teams.get(message.team, (err, team) => {
      team = team || { id: message.team };
      team.gitlab = Object.assign({}, team.gitlab, { api_url: url.replace(/\/+$/, '') + '/api/v3', token });
      controller.storage.teams.save(team, () => bot.replyPrivate(message, 'GitLab connected: ' + team.gitlab.api_url));
    });
  });
};
