'use strict';

module.exports = function (grunt) {
  var gitlab = require('./lib/gitlab')(grunt);

  grunt.registerTask('gitlab-milestone', 'Show the milestone with the given number.', function (iid) {
    var done = this.async();
    gitlab.get(gitlab.project() + '/milestones?iid=' + iid).then(function () { done(); }, done);
  });

  grunt.registerTask('gitlab-close-milestone', function (milestoneId) {
    var done = this.async();
    gitlab.send('PUT', gitlab.project() + '/milestones/' + milestoneId, { state_event: 'close' }).then(function () { done(); }, done);
  });

  grunt.registerTask('gitlab-closed-issues', 'Collect the issues closed in this milestone.', function () {
    var done = this.async();
    var milestone = grunt.config('release.version').split('.').slice(0, 2).join('.');
    gitlab.get(gitlab.project() + '/issues?milestone=' + milestone + '&state=closed').then(function (issues) {
      grunt.config.set('release.issues', issues);
      done();
    }, done);
  });

  // Comments "Released in vX" on every issue collected by gitlab-closed-issues.
  grunt.registerTask('gitlab-notify', function () {
    var done = this.async();
    var tag = 'v' + grunt.config('release.version');
    Promise.all(grunt.config.getRaw('release.issues').map(function (issue) {
      return gitlab.send('POST', gitlab.project() + '/issues/' + issue.id + '/notes', { body: 'Released in ' + tag });
    })).then(function () { done(); }, done);
  });

  grunt.registerMultiTask('gitlab_labels', 'Make sure the release labels exist.', function () {
    var done = this.async();
    gitlab.send('POST', gitlab.project() + '/labels', { name: this.data.name, color: this.data.color }).then(function () { done(); }, done);
  });

  grunt.registerTask('gitlab-unwatch', function (label) {
    var done = this.async();
    gitlab.send('DELETE', gitlab.project() + '/labels/' + encodeURIComponent(label) + '/subscription').then(function () { done(); }, done);
  });
};
