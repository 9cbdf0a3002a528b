'use strict';
const querystring = require('querystring');
const get = require('../vendor/simple-get');

// Talks to the endpoint configured in the package settings; `endpoint` is kept current by
// main.js through atom.config.observe.
class GitlabClient {
  constructor() {
    this.endpoint = null;
    this.token = null;
  }

  request(method, path, options) {
    options = options || {};
    const query = options.query ? '?' + querystring.stringify(options.query) : '';
    return new Promise((resolve, reject) => {
      get.concat({
        url: this.endpoint + path + query,
        method: method,
        headers: { 'PRIVATE-TOKEN': this.token },
        body: options.body,
        json: true,
      }, (err, res, data) => {
        if (err) return reject(err);
        if (res.statusCode >= 400) return reject(Object.assign(new Error('GitLab answered ' + res.statusCode), { statusCode: res.statusCode }));
        resolve(data);
      });
    });
  }
}

module.exports = GitlabClient;
