'use strict';

module.exports = function (grunt) {
  grunt.initConfig({
    pkg: grunt.file.readJSON('package.json'),

    gitlab: {
      host: process.env.GITLAB_HOST || 'http://127.0.0.1:__PORT__',
      api: '<%= gitlab.host %>/api/v3',
      project: '<%= pkg.gitlab.project %>',
      token: process.env.GITLAB_TOKEN || 'docs-release-token',
      triggerToken: process.env.DEPLOY_TRIGGER || 'd0cs-tr1gger'
    },

    release: {
      version: '<%= pkg.version %>',
      branch: 'release/<%= pkg.version %>',
      issues: []
    },

    gitlab_labels: {
      released: { name: 'released', color: '#5cb85c' },
      docs: { name: 'needs-docs', color: '#f0ad4e' }
    }
  });

  grunt.loadTasks('tasks');

  grunt.registerTask('release', [
    'gitlab-branch',
    'gitlab-changelog',
    'gitlab-tag',
    'gitlab-release-notes',
    'gitlab-deploy'
  ]);
};
