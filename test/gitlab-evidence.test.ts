// A fix on a base is made only when something shows the base is GitLab's (core/decide/gitlab-evidence.ts):
// `/api/v3` alone is also GitHub Enterprise's, a tracker's, a CI service's. Without evidence the
// findings stay, their fixes held as 'not GitLab'; documentation fences are held to the same
// evidence as code.
import { describe, expect, it } from 'vitest';
import { checkText, fixText } from '../src/core/check.js';
import { checkText as checkOther, fixText as fixOther } from '../src/languages/index.js';
import { runJson, tempProject } from './support.js';

const TRACKER = [
  "const BASE = 'https://tracker.example.com/api/v3';",
  "fetch(`${BASE}/projects?filters=active`, { headers: { 'X-Api-Key': key } });",
  "fetch(`${BASE}/users`, { headers: { 'X-Api-Key': key } });",
  '',
].join('\n');

describe('a base nothing shows to be GitLab', () => {
  it('is reported, and neither it nor the calls on it are fixed', () => {
    const { findings } = checkText(TRACKER, 'tracker.js');
    expect(findings.map((f) => [f.start.line, f.change, f.fix, f.held?.reason])).toEqual([
      [1, 'prefix', 'manual', 'not GitLab'],
      [2, '9.0/14', 'manual', 'not GitLab'],
    ]);
    expect(fixText(TRACKER, 'tracker.js').output).toBe(TRACKER);
  });

  it('in a documentation fence, is held the same way, while a GitLab fence beside it is fixed', () => {
    const page = [
      '# Clients',
      '',
      '```bash',
      'curl "https://tracker.example.com/api/v3/projects?filters=active" -H "X-Api-Key: $KEY"',
      '```',
      '',
      '```js',
      "const client = axios.create({ baseURL: 'https://example.com/api/v3' });",
      "client.get('/projects/42/repository/tree?per_page=100');",
      '```',
      '',
    ].join('\n');
    const held = checkOther(page, 'README.md').findings.filter((f) => f.start.line === 4);
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((f) => f.held?.reason === 'not GitLab' && !f.edits)).toBe(true);
    const out = fixOther(page, 'README.md').output;
    expect(out).toContain('tracker.example.com/api/v3/projects?filters=active');
    expect(out).toContain("baseURL: 'https://example.com/api/v4'");
  });
});

describe('evidence that a base is GitLab', () => {
  const moves = (text: string, file = 'client.js') => fixText(text, file).output.includes('/api/v4');
  const generic = (base: string, extra = '') => `${extra}const BASE = ${base};\nfetch(\`\${BASE}/projects\`);\n`;

  it('a route only GitLab has, on the same base', () => {
    expect(moves(generic("'https://api.example.com/api/v3'", '') + 'fetch(`${BASE}/projects/${id}/merge_requests`);\n')).toBe(true);
  });
  it('the PRIVATE-TOKEN header or the private_token parameter', () => {
    expect(moves(`const BASE = 'https://api.example.com/api/v3';\nfetch(\`\${BASE}/projects\`, { headers: { 'PRIVATE-TOKEN': t } });\n`)).toBe(true);
    expect(moves(`const BASE = 'https://api.example.com/api/v3';\nfetch(\`\${BASE}/users?private_token=\${t}\`);\n`)).toBe(true);
  });
  it('gitlab in the host, in the name of the base, or a GitLab CI variable', () => {
    expect(moves(generic("'https://gitlab.example.com/api/v3'"))).toBe(true);
    expect(moves(`const GITLAB_API = 'https://code.example.com/api/v3';\nfetch(\`\${GITLAB_API}/projects\`);\n`)).toBe(true);
    expect(moves(generic('process.env.CI_SERVER_URL + "/api/v3"'))).toBe(true);
  });
  it('a GitLab client module in the file', () => {
    expect(moves(generic("'https://api.example.com/api/v3'", "const Gitlab = require('node-gitlab');\n"))).toBe(true);
  });
  it('none of these: the base stays', () => {
    expect(moves(generic("'https://api.example.com/api/v3'"))).toBe(false);
    expect(moves(generic("'https://api.example.com/api/v3'", "const Github = require('github');\n"))).toBe(false);
  });
});

describe('a base another file of another kind defines', () => {
  const project = (curl: string) =>
    tempProject({ '.env': 'API_URL=https://tracker.example.com/api/v3\n', 'scripts/list.sh': `#!/bin/sh\n. ./.env\n${curl}\n` });
  const reasons = async (dir: string) => {
    const { report } = await runJson<{ findings: { file: string; held?: { reason: string } }[] }>(['--no-cache', '.'], dir);
    return report.findings.filter((f) => f.file === 'scripts/list.sh').map((f) => f.held?.reason);
  };

  it('is GitLab\'s when the script that reads it shows GitLab (the whole script, not the URL alone)', async () => {
    expect(await reasons(project('curl -fsS "$API_URL/projects"'))).toEqual(['not GitLab']);
    expect(await reasons(project('curl -fsS -H "PRIVATE-TOKEN: $T" "$API_URL/projects"'))).not.toContain('not GitLab');
  });
});

describe('a page', () => {
  it('takes the evidence of its shell blocks from those blocks, not from its prose', () => {
    const page = (prose: string) => `${prose}\n\n\`\`\`sh\ncurl "https://api.example.com/api/v3/projects"\n\`\`\`\n`;
    const reasonsOf = (text: string) => checkOther(text, 'docs/api.md').findings.map((f) => f.held?.reason);
    expect(reasonsOf(page('Send your PRIVATE-TOKEN header.'))).toEqual(['not GitLab', 'not GitLab']);
    expect(reasonsOf(page('Any API.').replace('curl ', 'curl -H "PRIVATE-TOKEN: $T" '))).toEqual([undefined, undefined]);
  });
});
