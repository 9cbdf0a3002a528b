// Methods the radiator's tiles call: pipelines and builds of one project.
Meteor.methods({
  // GET /projects/:id/builds?scope=failed — what the red tiles show.
  'builds.failed'(projectId) {
    check(projectId, Number);
    return HTTP.call('GET', GitLab.API + '/projects/' + projectId + '/builds', {
      params: { scope: 'failed' },
      headers: GitLab.headers(),
    }).then((res) => res.data);
  },

  'builds.retry'(projectId, buildId) {
    check(projectId, Number);
    check(buildId, Number);
    this.unblock();
    return HTTP.post(`${GitLab.API}/projects/${projectId}/builds/${buildId}/retry`, { headers: GitLab.headers() });
  },

  'pipelines.forRef'(projectId, ref) {
    check(ref, String);
    return GitLab.call('GET', '/projects/' + projectId + '/pipelines', { params: { ref: ref } });
  },

  // The commit tile lists the builds of the commit being deployed.
  'builds.forCommit'(projectId, sha) {
    check(sha, String);
    return new Promise(function (resolve, reject) {
      HTTP.get(GitLab.API + '/projects/' + projectId + '/repository/commits/' + sha + '/builds', { headers: GitLab.headers() }, function (err, res) {
        if (err) return reject(err);
        Builds.insert({ projectId: projectId, sha: sha, builds: res.data });
        resolve(res.data);
      });
    });
  },
});
