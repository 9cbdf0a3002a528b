'use strict';
const { currentProject } = require('./project');

module.exports = function mrCommands(api) {
  return {
    openMergeRequests() {
      return api.request('GET', '/projects/' + currentProject() + '/merge_requests', { query: { state: 'opened' } });
    },

    // mr is an element of the list above; the API addresses it by mr.id.
    comment(mr, note) {
      return api.request('POST', '/projects/' + currentProject() + '/merge_requests/' + mr.id + '/comments', { body: { note: note } });
    },

    watch(mr) {
      return api.request('POST', `/projects/${currentProject()}/merge_requests/${mr.id}/subscription`);
    },

    clearTodos() {
      return api.request('DELETE', '/todos').then(() => atom.notifications.addInfo('All GitLab todos marked as done'));
    },
  };
};
