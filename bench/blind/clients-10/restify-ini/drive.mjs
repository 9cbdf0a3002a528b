// glab run as a user would, with the checked-in rc file.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

process.env.GLAB_RC = fileURLToPath(new URL('./fixtures/gitlabrc', import.meta.url));
const require = createRequire(import.meta.url);
const { run } = require('./lib/cli.js');
const glab = (line) => run(line.split(' '));

export const calls = {
  jobs: () => glab('jobs'),
  artifacts: () => glab('artifacts master package'),
  keep: () => glab('keep 70412'),
  hook: () => glab('hook https://ci.acme.example/hooks/gitlab'),
  fork: () => glab('fork --namespace sandbox'),
  cat: () => glab('cat Dockerfile'),
  bump: () => glab('bump 1.4.0'),
  tag: () => glab('tag 1.4.0'),
  disableKey: () => glab('disable-key 17'),
  enableKey: () => glab('enable-key 17'),
  groups: () => glab('groups'),
  create: () => glab('create deployer-sandbox --namespace 31'),
  whoami: () => glab('whoami'),
};
