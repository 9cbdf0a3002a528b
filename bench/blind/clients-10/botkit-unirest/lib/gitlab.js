'use strict';
const unirest = require('../vendor/unirest');

// Each Slack team that installs the bot has its own GitLab (see lib/setup.js): the API root
// and token are read from the team's record for every message.
function forTeam(controller, teamId) {
  return new Promise((resolve, reject) => {
    controller.storage.teams.get(teamId, (err, team) => {
      if (err || !team || !team.gitlab) return reject(err || new Error('GitLab is not set up for this team: /gitlab-setup <url> <token>'));
      resolve(client(team));
    });
  });
}

function client(team) {
  const api = team.gitlab.api_url;
  const auth = { 'PRIVATE-TOKEN': team.gitlab.token, Accept: 'application/json' };
  const done = (resolve, reject) => (res) => (res.error ? reject(Object.assign(res.error, { status: res.code })) : resolve(res.body));
  return {
    team,
    api,
    project: (name) => team.gitlab.projects[name],
    get: (path, query) => new Promise((resolve, reject) => unirest.get(api + path).headers(auth).query(query || {}).end(done(resolve, reject))),
    request: (method, path) => unirest(method, api + path).headers(auth),
    finish: (req) => new Promise((resolve, reject) => req.end(done(resolve, reject))),
  };
}

module.exports = { forTeam };
