// The background page's globals: one Config over localStorage, shared by every script.
var Config = require('./config.cjs');
var localStorage = require('../vendor/local-storage.cjs');

var config = new Config(localStorage);

module.exports = { config: config };
