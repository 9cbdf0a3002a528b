'use strict';
const httpie = require('../../vendor/httpie');

// Shared by the gitlab-* tasks: the API root and project come from the grunt config, so
// `grunt gitlab-tag --gitlab.host=…` style overrides work through GITLAB_HOST.
module.exports = function (grunt) {
  function headers() {
    return { 'PRIVATE-TOKEN': grunt.config('gitlab.token') };
  }

  return {
    api: function () {
      return grunt.config('gitlab.api');
    },
    project: function () {
      return grunt.config('gitlab.api') + '/projects/' + encodeURIComponent(grunt.config('gitlab.project'));
    },
    send: function (method, url, body) {
      return httpie.send(method, url, { headers: headers(), body: body }).then(function (res) {
        return res.data;
      });
    },
    get: function (url) {
      return httpie.get(url, { headers: headers() }).then(function (res) {
        return res.data;
      });
    }
  };
};
