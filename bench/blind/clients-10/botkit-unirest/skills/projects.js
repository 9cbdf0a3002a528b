'use strict';
const { forTeam } = require('../lib/gitlab');

module.exports = function (controller) {
  controller.hears(['^star (\\w+)$'], 'direct_message', (bot, message) => {
    forTeam(controller, message.team)
      .then((gitlab) => gitlab.finish(gitlab.request('POST', '/projects/' + gitlab.project(message.match[1]) + '/star')))
      .then(() => bot.reply(message, ':star:'), (err) => bot.reply(message, err.message));
  });

  controller.hears(['^starred$'], 'direct_message', (bot, message) => {
    forTeam(controller, message.team)
      .then((gitlab) => gitlab.get('/projects/starred'))
      .then((projects) => bot.reply(message, `${projects.length || 0} starred`), (err) => bot.reply(message, err.message));
  });

  controller.hears(['^find (.+)$'], 'direct_message,direct_mention', (bot, message) => {
    forTeam(controller, message.team)
      .then((gitlab) => gitlab.get('/projects/search/' + encodeURIComponent(message.match[1])))
      .then((projects) => bot.reply(message, `${projects.length || 0} projects`), (err) => bot.reply(message, err.message));
  });
};
