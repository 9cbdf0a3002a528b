import { Command } from 'commander';
import urljoin from '../vendor/url-join.mjs';
import * as ci from '../commands/ci.mjs';
import * as repo from '../commands/repo.mjs';
import * as admin from '../commands/admin.mjs';

// Each run builds its own program: the global options decide the API root before any action.
export function build() {
  const program = new Command('glctl')
    .option('--url <url>', 'GitLab URL', process.env.GITLAB_URL || 'http://127.0.0.1:__PORT__')
    .option('--token <token>', 'private token', process.env.GITLAB_TOKEN || 'secret')
    .exitOverride();
  const ctx = {};
  program.hook('preAction', () => {
    const { url, token } = program.opts();
    ctx.api = urljoin(url, 'api/v3');
    ctx.headers = { 'PRIVATE-TOKEN': token };
  });
  for (const area of [ci, repo, admin]) area.register(program, ctx);
  return program;
}

export function ok(res) {
  if (res.statusCode >= 400) throw Object.assign(new Error(`GitLab answered ${res.statusCode}`), { status: res.statusCode });
  return res.body;
}
