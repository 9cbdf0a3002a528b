'use strict';
const { forTeam } = require('../lib/gitlab');

module.exports = function (controller) {
  // "failed web"
  controller.hears(['^failed (\\w+)$'], 'direct_message,direct_mention', (bot, message) => {
    forTeam(controller, message.team)
      .then((gitlab) => gitlab.get('/projects/' + gitlab.project(message.match[1]) + '/builds', { scope: 'failed' }))
      .then((builds) => bot.reply(message, `${builds.length || 0} failed builds`), (err) => bot.reply(message, err.message));
  });

  // "cancel web 88107"
  controller.hears(['^cancel (\\w+) (\\d+)$'], 'direct_message,direct_mention', (bot, message) => {
    forTeam(controller, message.team)
      .then((gitlab) => gitlab.finish(gitlab.request('POST', `/projects/${gitlab.project(message.match[1])}/builds/${message.match[2]}/cancel`)))
      .then(() => bot.reply(message, 'Cancelled'), (err) => bot.reply(message, err.message));
  });

  // "deploy web production"
  controller.hears(['^deploy (\\w+) (\\w+)$'], 'direct_message,direct_mention', (bot, message) => {
    forTeam(controller, message.team)
      .then((gitlab) => {
        const req = gitlab.request('POST', '/projects/' + gitlab.project(message.match[1]) + '/trigger/builds').send({
          token: gitlab.team.gitlab.trigger_token,
          ref: 'master',
          'variables[DEPLOY_ENV]': message.match[2],
        });
        return gitlab.finish(req);
      })
      .then(() => bot.reply(message, ':rocket: deploying'), (err) => bot.reply(message, err.message));
  });
};
