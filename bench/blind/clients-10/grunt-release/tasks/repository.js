'use strict';

module.exports = function (grunt) {
  var gitlab = require('./lib/gitlab')(grunt);

  grunt.registerTask('gitlab-branch', 'Cut the release branch from master.', function () {
    var done = this.async();
    gitlab.send('POST', gitlab.project() + '/repository/branches', {
      branch_name: grunt.config('release.branch'),
      ref: 'master'
    }).then(function () {
      grunt.log.ok('branch ' + grunt.config('release.branch'));
      done();
    }, done);
  });

  grunt.registerTask('gitlab-changelog', 'Commit the changelog entry to the release branch.', function () {
    var done = this.async();
    var version = grunt.config('release.version');
    gitlab.send('POST', gitlab.project() + '/repository/commits', {
      branch_name: grunt.config('release.branch'),
      commit_message: 'docs: changelog for ' + version,
      actions: [{ action: 'update', file_path: 'CHANGELOG.md', content: '## ' + version + '\n\n* New search page\n' }]
    }).then(function () { done(); }, done);
  });

  grunt.registerTask('gitlab-tag', 'Tag the release.', function () {
    var done = this.async();
    var version = grunt.config('release.version');
    // POST /projects/:id/repository/tags
    gitlab.send('POST', gitlab.project() + '/repository/tags', {
      tag_name: 'v' + version,
      ref: grunt.config('release.branch'),
      message: 'Release ' + version
    }).then(function () { done(); }, done);
  });

  grunt.registerTask('gitlab-release-notes', 'Attach release notes to the tag.', function () {
    var done = this.async();
    var tag = 'v' + grunt.config('release.version');
    gitlab.send('POST', gitlab.project() + '/repository/tags/' + tag + '/release', {
      description: grunt.file.read('RELEASE_NOTES.md')
    }).then(function () { done(); }, done);
  });
};
