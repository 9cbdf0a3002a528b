// Description:
//   User administration and the bot's own todos.
//
// Commands:
//   hubot gitlab block <user id> - block a user (admins only)
//   hubot gitlab unblock <user id> - unblock a user (admins only)
//   hubot gitlab whoami - which GitLab user the bot is
//   hubot todo done <id> - mark one of the bot's todos as done
//
// Author:
//   ops-team

const { apiRoot, token, failed, parse } = require('../lib/gitlab');

const ADMINS = (process.env.HUBOT_GITLAB_ADMINS || 'alice,bob').split(',');

module.exports = (robot) => {
  robot.respond(/gitlab (block|unblock) (\d+)$/i, (res) => {
    if (!ADMINS.includes(res.message.user.name)) return res.reply('Only GitLab admins may do that.');
    const [, action, id] = res.match;
    robot.http(`${apiRoot}/users/${id}/${action.toLowerCase()}`).header('PRIVATE-TOKEN', token()).put()((err, resp, body) => {
      if (failed(res, err, resp, body)) return;
      res.send(`User ${id}: ${action.toLowerCase()}ed`);
    });
  });

  robot.respond(/gitlab whoami$/i, (res) => {
    robot.http(apiRoot + '/user').header('PRIVATE-TOKEN', token()).get()((err, resp, body) => {
      if (failed(res, err, resp, body)) return;
      res.send(`I am ${(parse(body) || {}).username || 'nobody'} on GitLab`);
    });
  });

  robot.respond(/todo done (\d+)$/i, (res) => {
    const id = res.match[1];
    robot.http(`${apiRoot}/todos/${id}`).header('PRIVATE-TOKEN', token()).del()((err, resp, body) => {
      if (failed(res, err, resp, body)) return;
      res.send(`Todo ${id} done`);
    });
  });
};
