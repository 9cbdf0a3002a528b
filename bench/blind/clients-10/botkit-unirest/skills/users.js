'use strict';
const { forTeam } = require('../lib/gitlab');

module.exports = function (controller) {
  controller.hears(['^whois (\\S+)$'], 'direct_message', (bot, message) => {
    forTeam(controller, message.team)
      .then((gitlab) => gitlab.get('/users', { username: message.match[1] }))
      .then((users) => bot.reply(message, users.length ? users[0].name : 'nobody'), (err) => bot.reply(message, err.message));
  });

  // admins only: "block 733"
  controller.hears(['^block (\\d+)$'], 'direct_message', (bot, message) => {
    forTeam(controller, message.team)
      .then((gitlab) => gitlab.finish(gitlab.request('PUT', '/users/' + message.match[1] + '/block')))
      .then(() => bot.reply(message, 'Blocked'), (err) => bot.reply(message, err.message));
  });

  // "pushes 733": what someone pushed lately
  controller.hears(['^pushes (\\d+)$'], 'direct_message,direct_mention', (bot, message) => {
    forTeam(controller, message.team)
      .then((gitlab) => gitlab.get(`/users/${message.match[1]}/events`, { action: 'pushed to' }))
      .then((events) => bot.reply(message, `${events.length || 0} pushes`), (err) => bot.reply(message, err.message));
  });
};
