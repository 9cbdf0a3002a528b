// A `.gitlab-ci.yml` as the GitLab runner's shell executor runs it, for the differential test:
// one bash script that exports the file's and each job's `variables:` (expanded as the runner
// expands them: `$NAME`, `${NAME}`) and runs each job's `before_script`, `script` and
// `after_script` lines, stopping at the first that fails.
import { parse } from 'yaml';

type Job = { variables?: Record<string, string | number>; before_script?: string[]; script?: string[]; after_script?: string[] };

const KEYWORDS = new Set(['variables', 'stages', 'default', 'include', 'workflow', 'image', 'services', 'cache', 'before_script', 'after_script']);

/** A value inside bash double quotes: its variables expand, nothing else does. */
const quoted = (v: string | number) => `"${String(v).replace(/["\\`]/g, '\\$&')}"`;
const exports = (vars: Job['variables']) => Object.entries(vars ?? {}).map(([k, v]) => `export ${k}=${quoted(v)}`);

export function ciJobScript(text: string): string {
  const file = parse(text) as Record<string, unknown>;
  const lines = ['set -eo pipefail', ...exports(file.variables as Job['variables'])];
  for (const [name, value] of Object.entries(file)) {
    if (KEYWORDS.has(name) || name.startsWith('.') || !value || typeof value !== 'object') continue;
    const job = value as Job;
    lines.push(`# job ${name}`, '(', ...exports(job.variables), ...(job.before_script ?? []), ...(job.script ?? []), ...(job.after_script ?? []), ')');
  }
  return lines.join('\n') + '\n';
}
