// What `wrangler dev` binds as `env`: the [vars] of wrangler.toml (read by a tiny TOML reader:
// one table, `key = "string"` lines) and the secrets from the developer's shell.
import { readFileSync } from 'node:fs';

function readVars(text) {
  const vars = {};
  let table = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      table = header[1];
      continue;
    }
    const pair = /^([A-Za-z_][\w-]*)\s*=\s*"(.*)"$/.exec(line);
    if (pair && table === 'vars') vars[pair[1]] = pair[2];
  }
  return vars;
}

export const env = {
  ...readVars(readFileSync(new URL('../wrangler.toml', import.meta.url), 'utf8')),
  GITLAB_TOKEN: process.env.GITLAB_TOKEN ?? 'secret',
  TRIGGER_TOKEN: process.env.TRIGGER_TOKEN ?? 'tr1gg3r',
};
