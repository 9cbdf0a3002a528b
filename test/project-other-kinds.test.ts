// Project mode reads a file of another kind for what it holds (a YAML file whose key a call reads by
// name, extract/property-tie.ts) without reporting on it: that file's findings are its own pass's.
// Before, the project pass's empty list for it replaced them, and a v3 base in a configuration file
// vanished from the report whenever a module of the run went to project mode (engine/project-pass.ts).
import { describe, expect, it } from 'vitest';
import { runJson, tempProject } from './support.js';

const SETTINGS = ['gitlab:', '  api_url: https://gitlab.example.com/api/v3', '  token_env: GITLAB_TOKEN', ''].join('\n');
const JOB = [
  "import { readFileSync } from 'node:fs';",
  "import YAML from 'yaml';",
  "const cfg = YAML.parse(readFileSync(new URL('./settings.yml', import.meta.url), 'utf8'));",
  "export const jobs = (id) => fetch(`${cfg.gitlab.api_url}/projects/${id}/builds`, { headers: { 'PRIVATE-TOKEN': process.env.GITLAB_TOKEN } });",
  '',
].join('\n');

type Report = { findings: { file: string; ruleId: string; fix: string }[] };

describe('a configuration file project mode reads for a name', () => {
  it.each([[[]], [['--no-project']], [['--fix-review', '--dry-run']]])('keeps its own finding (%j)', async (args) => {
    const { report } = await runJson<Report>(['.', ...args], tempProject({ 'settings.yml': SETTINGS, 'job.mjs': JOB }));
    expect(report.findings.filter((f) => f.file === 'settings.yml').map((f) => `${f.ruleId} ${f.fix}`)).toEqual(['api-v3-prefix manual']);
  });
});
