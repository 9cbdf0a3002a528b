// `grunt <task>` in the project folder, with the stand-in runner.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { createGrunt } = require('./vendor/grunt.js');
const grunt = createGrunt(here);
require('./Gruntfile.js')(grunt);

const run = (...tasks) => grunt.tasks(tasks);

export const calls = {
  branch: () => run('gitlab-branch'),
  changelog: () => run('gitlab-changelog'),
  tag: () => run('gitlab-tag'),
  releaseNotes: () => run('gitlab-release-notes'),
  deploy: () => run('gitlab-deploy'),
  buildsForCommit: () => run('gitlab-builds:6a7b8c9d'),
  artifacts: () => run('gitlab-artifacts:master:pdf'),
  milestone: () => run('gitlab-milestone:7'),
  closeMilestone: () => run('gitlab-close-milestone:3307'),
  closedIssues: () => run('gitlab-closed-issues'),
  notify: () => {
    grunt.config.set('release.issues', [{ id: 61200, iid: 412, title: 'Search ignores accents' }]);
    return run('gitlab-notify');
  },
  label: () => run('gitlab_labels:released'),
  unwatch: () => run('gitlab-unwatch:needs-docs'),
};
