'use strict';
// GitHub Enterprise, where the mobile team still lives. Its REST API is /api/v3 too.
const unirest = require('../vendor/unirest');

const GHE_API = (process.env.GHE_URL || 'https://ghe.acme.example') + '/api/v3';

exports.pullRequest = function (repo, number, cb) {
  unirest.get(GHE_API + '/repos/' + repo + '/pulls/' + number)
    .headers({ Authorization: 'token ' + process.env.GHE_TOKEN, Accept: 'application/vnd.github.v3+json' })
    .end((res) => cb(res.error, res.body));
};
