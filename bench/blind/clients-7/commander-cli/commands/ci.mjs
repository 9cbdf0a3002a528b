import phin from '../vendor/phin.mjs';
import urljoin from '../vendor/url-join.mjs';
import { ok } from '../lib/program.mjs';

export function register(program, ctx) {
  program
    .command('jobs <project>')
    .option('-s, --scope <scope>', 'created, pending, running, failed, success, canceled', 'running')
    .action(async (project, opts) => {
      const url = urljoin(ctx.api, 'projects', encodeURIComponent(project), 'builds', `?scope=${opts.scope}`);
      console.table(ok(await phin({ url, headers: ctx.headers, parse: 'json' })));
    });

  program.command('job:trace <project> <job>').action(async (project, job) => {
    const res = await phin({ url: urljoin(ctx.api, 'projects', encodeURIComponent(project), 'builds', job, 'trace'), headers: ctx.headers });
    console.log(String(ok(res)));
  });

  program
    .command('pipeline:trigger <project> <ref>')
    .requiredOption('--trigger-token <token>', 'the trigger\'s token')
    .option('--var <pair...>', 'KEY=value variables', [])
    .action(async (project, ref, opts) => {
      const form = { token: opts.triggerToken, ref };
      for (const pair of opts.var) {
        const [key, value] = pair.split('=');
        form[`variables[${key}]`] = value;
      }
      ok(await phin({ url: urljoin(ctx.api, 'projects', encodeURIComponent(project), 'trigger/builds'), method: 'POST', form, headers: ctx.headers }));
    });

  program.command('trigger:show <project> <token>').action(async (project, token) => {
    console.log(ok(await phin({ url: urljoin(ctx.api, 'projects', encodeURIComponent(project), 'triggers', token), headers: ctx.headers, parse: 'json' })));
  });
}
