// Calls of a v3-only GitLab client library in Python and Ruby (the gitlab gem 3.x, python-gitlab
// told `api_version='3'`): the program writes no URL, the library does. The libraries are the
// rulebook's data shared with JavaScript (src/rulebook/clients.ts); each call is read as the
// request its method makes and reported for manual work, and its base is never edited.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runJson, tempProject } from './support.js';

interface Report {
  findings: { file: string; line: number; change: string; fix: string; message: string }[];
}

async function findingsOf(files: Record<string, string>, args: string[] = []): Promise<{ found: string[]; report: Report; dir: string }> {
  const dir = tempProject(files);
  const { report } = await runJson<Report>(['--no-cache', ...args, '.'], dir);
  return { found: [...new Set(report.findings.map((f) => `${f.file}:${f.line} ${f.change}`))].sort(), report, dir };
}

const GEM = [
  "require 'gitlab'",
  'class Bot',
  '  def initialize(project)',
  '    @project = project',
  "    @gl = Gitlab.client(endpoint: 'https://git.example.com/api/v3', private_token: ENV['T'])",
  '  end',
  '  def mr(id)',
  '    @gl.merge_request(@project, id)',
  '  end',
  '  def cut(name)',
  "    @gl.create_branch(@project, name, 'master')",
  '  end',
  '  def me',
  '    @gl.user',
  '  end',
  'end',
].join('\n');

const PYTHON_GITLAB = [
  'import os',
  'import gitlab',
  "gl = gitlab.Gitlab(os.environ['GITLAB_URL'], private_token='x', api_version='3')",
  "project = gl.projects.get(os.environ['PROJECT_ID'])",
  'jobs = project.builds.list()',
  'def merge(mr_id):',
  '    mr = project.mergerequests.get(mr_id)',
  '    mr.merge(merge_when_build_succeeds=True)',
  'milestones = project.milestones.list()',
].join('\n');

describe('v3-only client libraries in Ruby and Python: each method call read as the request the library makes', () => {
  it('the gitlab gem 3.x on a v3 endpoint: each changed route of a method, the endpoint, nothing fixed', async () => {
    const { found, report, dir } = await findingsOf({ 'bot.rb': GEM }, ['--fix']);
    expect(found).toEqual(['bot.rb:11 9.0/20', 'bot.rb:5 prefix', 'bot.rb:8 8.17/4', 'bot.rb:8 9.0/33']);
    expect(report.findings.every((f) => f.fix === 'manual')).toBe(true);
    expect(report.findings.find((f) => f.line === 8)?.message).toContain('merge_request/:merge_request_id');
    expect(report.findings.find((f) => f.change === 'prefix')?.message).toContain('gitlab 4.0.0');
    // `--fix` leaves the file as it was: moving the endpoint under a v3-only gem breaks every call.
    expect(fs.readFileSync(path.join(dir, 'bot.rb'), 'utf8')).toBe(GEM);
  });

  it('python-gitlab told api_version 3: calls through the objects it gives back (a project, a merge request)', async () => {
    const { found, report } = await findingsOf({ 'report.py': PYTHON_GITLAB });
    expect(found).toEqual(['report.py:3 prefix', 'report.py:5 9.0/12', 'report.py:7 9.0/33', 'report.py:8 9.0/21', 'report.py:8 9.0/33']);
    expect(report.findings.every((f) => f.fix === 'manual')).toBe(true);
    expect(report.findings.find((f) => f.line === 8)?.message).toContain("without `api_version='3'`");
  });

  it('a client the code does not show to speak v3 is not read: python-gitlab on its default (v4), the gem on a v4 endpoint, a name given another value', async () => {
    const { found } = await findingsOf({
      'v4.py': PYTHON_GITLAB.replace(", api_version='3'", ''),
      'v4.rb': GEM.replace('/api/v3', '/api/v4'),
      'other.py': [
        'import gitlab',
        "gl = gitlab.Gitlab('https://git.example.com', api_version='3')",
        'project = gl.projects.get(1)',
        'project = other_thing()',
        'project.builds.list()',
      ].join('\n'),
    });
    expect(found).toEqual(['other.py:2 prefix']);
  });
});
