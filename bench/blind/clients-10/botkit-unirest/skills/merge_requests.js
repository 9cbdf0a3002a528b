'use strict';
const { forTeam } = require('../lib/gitlab');

// Merge requests are announced by the webhook handler, which keeps them in team.announced
// under "<project>!<iid>" with the API's id.
module.exports = function (controller) {
  controller.hears(['^mrs (\\w+)$'], 'direct_message,direct_mention', (bot, message) => {
    forTeam(controller, message.team)
      .then((gitlab) => gitlab.finish(gitlab.request('GET', '/projects/' + gitlab.project(message.match[1]) + '/merge_requests?state=opened')))
      .then((mrs) => bot.reply(message, `${mrs.length || 0} open`), (err) => bot.reply(message, err.message));
  });

  controller.hears(['^stop automerge (\\w+)!(\\d+)$'], 'direct_message,direct_mention', (bot, message) => {
    forTeam(controller, message.team)
      .then((gitlab) => {
        const mr = gitlab.team.announced[message.match[1] + '!' + message.match[2]];
        return gitlab.finish(gitlab.request('POST', `/projects/${gitlab.project(message.match[1])}/merge_requests/${mr.id}/cancel_merge_when_build_succeeds`));
      })
      .then(() => bot.reply(message, 'OK, it will wait for you'), (err) => bot.reply(message, err.message));
  });

  controller.hears(['^commits (\\w+)!(\\d+)$'], 'direct_message,direct_mention', (bot, message) => {
    forTeam(controller, message.team)
      .then((gitlab) => {
        const mr = gitlab.team.announced[message.match[1] + '!' + message.match[2]];
        return gitlab.get('/projects/' + gitlab.project(message.match[1]) + '/merge_requests/' + mr.id + '/commits');
      })
      .then((commits) => bot.reply(message, `${commits.length || 0} commits`), (err) => bot.reply(message, err.message));
  });

  // "issue web#77"
  controller.hears(['^issue (\\w+)#(\\d+)$'], 'direct_message,direct_mention,ambient', (bot, message) => {
    forTeam(controller, message.team)
      .then((gitlab) => gitlab.get('/projects/' + gitlab.project(message.match[1]) + '/issues', { iid: message.match[2] }))
      .then((issues) => bot.reply(message, issues[0] ? issues[0].title : 'no such issue'), (err) => bot.reply(message, err.message));
  });
};
