'use strict';
const { CompositeDisposable } = require('atom');
const GitlabClient = require('./gitlab-client');

module.exports = {
  subscriptions: null,
  api: null,

  activate() {
    this.api = new GitlabClient();
    this.subscriptions = new CompositeDisposable();
    this.subscriptions.add(atom.config.observe('gitlab-ci-status.apiEndpoint', (endpoint) => {
      this.api.endpoint = endpoint.replace(/\/+$/, '');
    }));
    this.subscriptions.add(atom.config.observe('gitlab-ci-status.token', (token) => {
      this.api.token = token;
    }));

    this.ci = require('./ci-commands')(this.api);
    this.repo = require('./repo-commands')(this.api);
    this.mr = require('./mr-commands')(this.api);

    this.subscriptions.add(atom.commands.add('atom-workspace', {
      'gitlab-ci-status:show-builds': () => this.ci.showBuilds(),
      'gitlab-ci-status:lint': () => this.ci.lintCurrentFile(),
      'gitlab-ci-status:merge-requests': () => this.mr.openMergeRequests(),
      'gitlab-ci-status:clear-todos': () => this.mr.clearTodos(),
      'gitlab-ci-status:compare': () => this.repo.compareWithMaster(),
    }));
  },

  consumeStatusBar(statusBar) {
    // Tooltip: "CI status from <endpoint>"
    this.tile = statusBar.addRightTile({ item: { title: 'CI status from ' + atom.config.get('gitlab-ci-status.apiEndpoint') }, priority: 100 });
  },

  deactivate() {
    this.subscriptions.dispose();
  },
};
