// GitLab CI files and docker-compose files: YAML whose scripts are shell and whose variables are
// the environment of their jobs and services.
import type { KindSpec } from '../language.js';

export const gitlabCi = {
  name: 'gitlab-ci',
  row: 'CI YAML',
  extensions: [],
  names: String.raw`(?:^|\.)gitlab-ci\.ya?ml$`,
  // Where a project keeps the files its `.gitlab-ci.yml` includes (`.gitlab/ci/*.yml`).
  folders: ['.gitlab'],
  // A page's `yaml` block is read as a CI file when it has `script:` entries (markdown/reader.ts).
  fenceTags: ['yaml', 'yml', 'gitlab-ci'],
  comments: ['#'],
  links: 'all',
} as const satisfies KindSpec;

export const compose = {
  name: 'compose',
  row: 'docker-compose',
  extensions: [],
  names: String.raw`^(?:docker-)?compose(?:\.[\w-]+)*\.ya?ml$`,
  comments: ['#'],
  links: 'all',
} as const satisfies KindSpec;
