// glab3: a small GitLab CLI. `--url` names the GitLab instance; a middleware gives every command
// the URL tag (`gl`) and the request function (`send`).
import yargs from 'yargs/yargs';
import { apiTag, client } from './http.mjs';
import * as cat from './commands/cat.mjs';
import * as ciTemplate from './commands/ci-template.mjs';
import * as commitJobs from './commands/commit-jobs.mjs';
import * as fork from './commands/fork.mjs';
import * as jobs from './commands/jobs.mjs';
import * as keys from './commands/keys.mjs';
import * as mr from './commands/mr.mjs';
import * as tree from './commands/tree.mjs';
import * as trigger from './commands/trigger.mjs';
import * as unblock from './commands/unblock.mjs';
import * as whoami from './commands/whoami.mjs';

const COMMANDS = [jobs, keys, unblock, mr, fork, tree, cat, trigger, whoami, ciTemplate, commitJobs];

export function run(args) {
  return yargs(args)
    .scriptName('glab3')
    .option('url', { default: process.env.GITLAB_URL ?? 'http://127.0.0.1:__PORT__', describe: 'the GitLab instance' })
    .option('token', { default: process.env.GITLAB_TOKEN ?? 'secret' })
    .middleware((argv) => {
      argv.gl = apiTag(`${argv.url.replace(/\/+$/, '')}/api/v3`);
      argv.send = client(argv.token);
    })
    .command(COMMANDS)
    .demandCommand(1)
    .strict()
    .exitProcess(false)
    .fail((msg, err) => {
      throw err ?? new Error(msg);
    })
    .parseAsync();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run(process.argv.slice(2)).catch((err) => {
    console.error(err.message);
    process.exitCode = 1;
  });
}
