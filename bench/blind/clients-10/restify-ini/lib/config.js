'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const ini = require('../vendor/ini');

// rc lookup: $GLAB_RC, else ~/.gitlabrc
const file = process.env.GLAB_RC || path.join(os.homedir(), '.gitlabrc');
module.exports = ini.parse(fs.readFileSync(file, 'utf8'));
module.exports.file = file;
