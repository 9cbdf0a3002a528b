Meteor.methods({
  'projects.starred'() {
    return HTTP.get(GitLab.API + '/projects/starred', { headers: GitLab.headers() });
  },

  'projects.mine'() {
    return GitLab.call('GET', '/projects/owned', { params: { per_page: 50 } });
  },

  'projects.unstar'(projectId) {
    check(projectId, Number);
    return GitLab.call('DELETE', `/projects/${projectId}/star`, {});
  },

  'projects.issueActivity'(projectId) {
    // The activity tile only shows what happened to issues.
    const options = { headers: GitLab.headers(), params: { target_type: 'Issue' } };
    return HTTP.call('GET', GitLab.API + '/projects/' + projectId + '/events', options);
  },

  'projects.releaseFile'(projectId) {
    return GitLab.call('GET', '/projects/' + projectId + '/repository/files', {
      params: { file_path: '.meteor/release', ref: 'master' },
    });
  },

  'gitlab.version'() {
    return HTTP.get(GitLab.API + '/version', { headers: GitLab.headers() }).then(function (res) {
      Log.info('GitLab ' + res.data.version + ' at ' + GitLab.API);
      return res.data;
    });
  },

  // "Report a broken build" button: params on a POST go in a form body.
  'issues.reportBroken'(projectId, buildId) {
    return HTTP.post(GitLab.API + '/projects/' + projectId + '/issues', {
      headers: GitLab.headers(),
      params: { title: 'Build #' + buildId + ' is broken on master', labels: 'ci,radiator' },
    });
  },
});
