// A trimmed copy of dotenv: `config({ path })` reads KEY=VALUE lines (comments, blank lines and
// quotes handled) into process.env without overriding what is already set.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export function parse(src) {
  const out = {};
  for (const line of String(src).split(/\r?\n/)) {
    const m = /^\s*(?:export\s+)?([\w.-]+)\s*=\s*(.*)?\s*$/.exec(line);
    if (!m) continue;
    let value = (m[2] ?? '').trim();
    if (/^(['"`]).*\1$/.test(value)) value = value.slice(1, -1);
    else value = value.replace(/\s+#.*$/, '');
    out[m[1]] = value;
  }
  return out;
}

export function config(options = {}) {
  const file = options.path ?? path.resolve(process.cwd(), '.env');
  try {
    const parsed = parse(readFileSync(file, 'utf8'));
    for (const [k, v] of Object.entries(parsed)) if (!Object.prototype.hasOwnProperty.call(process.env, k)) process.env[k] = v;
    return { parsed };
  } catch (error) {
    return { error };
  }
}

export default { config, parse };
