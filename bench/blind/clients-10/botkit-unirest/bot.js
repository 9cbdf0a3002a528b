'use strict';
const path = require('path');
const Botkit = require('./vendor/botkit');

const controller = Botkit.slackbot({ json_file_store: path.join(__dirname, '.data/db') });

require('./lib/setup')(controller);
['ci', 'users', 'merge_requests', 'projects'].forEach((skill) => require('./skills/' + skill)(controller));

module.exports = controller;

if (require.main === module) {
  controller.spawn({ token: process.env.SLACK_TOKEN }).startRTM();
}
