import phin from '../vendor/phin.mjs';
import urljoin from '../vendor/url-join.mjs';
import { ok } from '../lib/program.mjs';

export function register(program, ctx) {
  const project = (p, ...rest) => urljoin(ctx.api, 'projects', encodeURIComponent(p), ...rest);

  program.command('tags <project>').action(async (p) => {
    console.table(ok(await phin({ url: project(p, 'repository/tags'), headers: ctx.headers, parse: 'json' })));
  });

  program.command('commit <project> <sha>').action(async (p, sha) => {
    console.log(ok(await phin({ url: project(p, 'repository/commits', sha), headers: ctx.headers, parse: 'json' })));
  });

  program
    .command('branch:create <project> <name>')
    .option('--ref <ref>', 'start point', 'master')
    .action(async (p, name, opts) => {
      ok(await phin({ url: project(p, 'repository/branches'), method: 'POST', form: { branch_name: name, ref: opts.ref }, headers: ctx.headers }));
    });

  program
    .command('file:get <project> <path>')
    .option('--ref <ref>', 'branch, tag or commit', 'master')
    .action(async (p, path, opts) => {
      const res = await phin({ url: project(p, 'repository/files', `?file_path=${encodeURIComponent(path)}&ref=${opts.ref}`), headers: ctx.headers, parse: 'json' });
      console.log(ok(res));
    });

  program.command('keys:rm <project> <key>').action(async (p, key) => {
    ok(await phin({ url: project(p, 'keys', key), method: 'DELETE', headers: ctx.headers }));
  });

  program.command('project:require-green <project>').action(async (p) => {
    ok(await phin({ url: project(p), method: 'PUT', data: { builds_enabled: true, only_allow_merge_if_build_succeeds: true }, headers: ctx.headers }));
  });
}
