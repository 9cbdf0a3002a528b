import phin from '../vendor/phin.mjs';
import urljoin from '../vendor/url-join.mjs';
import { ok } from '../lib/program.mjs';

export function register(program, ctx) {
  program.command('projects:owned').action(async () => {
    console.table(ok(await phin({ url: urljoin(ctx.api, 'projects/owned', '?per_page=100'), headers: ctx.headers, parse: 'json' })));
  });

  program
    .command('user:create <email> <username> <name>')
    .requiredOption('--password <password>')
    .option('--no-confirm', 'skip the confirmation mail')
    .action(async (email, username, name, opts) => {
      const data = { email, username, name, password: opts.password, confirm: opts.confirm };
      ok(await phin({ url: urljoin(ctx.api, 'users'), method: 'POST', data, headers: ctx.headers }));
    });

  program.command('todo:done <id>').action(async (id) => {
    ok(await phin({ url: urljoin(ctx.api, 'todos', id), method: 'DELETE', headers: ctx.headers }));
  });
}
