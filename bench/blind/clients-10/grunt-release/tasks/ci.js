'use strict';

module.exports = function (grunt) {
  var gitlab = require('./lib/gitlab')(grunt);

  // grunt gitlab-deploy[:ref] — runs the deploy pipeline through the trigger
  grunt.registerTask('gitlab-deploy', 'Trigger the deploy pipeline.', function (ref) {
    var done = this.async();
    ref = ref || 'v' + grunt.config('release.version');
    var url = gitlab.project() + '/ref/' + encodeURIComponent(ref) + '/trigger/builds';
    gitlab.send('POST', url, {
      token: grunt.config('gitlab.triggerToken'),
      variables: { DEPLOY_ENV: 'production' }
    }).then(function () { done(); }, done);
  });

  // grunt gitlab-builds:<sha> — what ran for a commit, before tagging it
  grunt.registerTask('gitlab-builds', function (sha) {
    var done = this.async();
    gitlab.get(gitlab.project() + '/repository/commits/' + sha + '/builds').then(function (builds) {
      grunt.log.writeln(builds.length + ' builds for ' + sha);
      done();
    }, done);
  });

  // grunt gitlab-artifacts:<ref>:<job> — fetch the PDF build of the docs
  grunt.registerTask('gitlab-artifacts', function (ref, job) {
    var done = this.async();
    gitlab.get(gitlab.project() + '/builds/artifacts/' + ref + '/download?job=' + job).then(function () { done(); }, done);
  });
};
