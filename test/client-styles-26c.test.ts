// Styles the sixth blind corpus showed unread (issue 26, read26c), read from the registry's data:
// Typhoeus's verbs and request objects (`method:` a symbol), WebMock's `stub_request` doubles,
// Net::HTTP's `send_request` with a form body, the gitlab gem 3.x configured once on its module
// (`Gitlab.configure`), tornado's `fetch`/`HTTPRequest`, curl's argument lists run by Python's
// subprocess (shell/argv.ts), and a Postman collection's requests. None
// is proven: nothing is fixed at the safe tier, and each fixture and what `--fix-review` makes of it
// is still a program its real interpreter accepts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText, fixText, virtualDocs } from '../src/languages/index.js';
import { children, type Node } from '../src/core/extract/scope.js';
import { ROOT } from './support.js';

const SRC = path.join(ROOT, 'fixtures/adapters/src');
const read = (name: string) => fs.readFileSync(path.join(SRC, name), 'utf8');
const RUBY = ['typhoeus_webmock.rb', 'configured_gem.rake'];
const PYTHON = ['tornado_fetch.py', 'subprocess_curl.py'];
const POSTMAN = 'gitlab.postman_collection.json';

/** The styles of the requests a file's documents build, in order. */
function tags(text: string, file: string): (string | undefined)[] {
  return virtualDocs(text, file).flatMap((d) => {
    const out: (string | undefined)[] = [];
    const walk = (n: Node) => {
      if (n.type === 'CallExpression' && n.callee.type === 'Identifier' && n.callee.name === 'request') out.push(d.styles?.find(([at]) => at === n.range[0])?.[1]);
      children(n).forEach(walk);
    };
    walk(d.program!);
    return out;
  });
}

/** Whether the real interpreter accepts the text (its syntax check, nothing run). */
function accepted(text: string, file: string): { ok: boolean; err: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl4m-26c-'));
  const at = path.join(dir, path.basename(file));
  fs.writeFileSync(at, text);
  const r = file.endsWith('.py') ? spawnSync('python3', ['-c', 'import ast, sys; ast.parse(open(sys.argv[1]).read())', at], { encoding: 'utf8' }) : spawnSync('ruby', ['-c', at], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true, force: true });
  return { ok: r.status === 0, err: r.stderr };
}
const has = (cmd: string) => spawnSync(cmd, ['--version'], { encoding: 'utf8' }).status === 0;

describe('read26c: registry styles of Ruby and Python, and Postman collections', () => {
  it('each request is tagged with the registry style it goes through', () => {
    expect(tags(read('typhoeus_webmock.rb'), 'typhoeus_webmock.rb')).toEqual(['Typhoeus::Request.new', 'Typhoeus', 'Typhoeus::Request.new', 'Typhoeus', 'Typhoeus', 'Net::HTTP', 'WebMock stub_request', 'WebMock stub_request', 'WebMock stub_request']);
    expect(tags(read('tornado_fetch.py'), 'tornado_fetch.py')).toEqual(['tornado.httpclient.HTTPRequest', 'tornado.httpclient.AsyncHTTPClient', 'tornado.httpclient.AsyncHTTPClient', 'tornado.httpclient.AsyncHTTPClient']);
  });

  it("a method the code does not spell leaves the request unread, and its base held by that read", () => {
    const rb = checkText(read('typhoeus_webmock.rb'), 'typhoeus_webmock.rb').findings;
    expect(rb.some((f) => f.change === '9.0/1' && f.start.line === 46)).toBe(false);
    const py = checkText(read('tornado_fetch.py'), 'tornado_fetch.py').findings;
    expect(py.find((f) => f.change === 'prefix')?.fix).toBe('manual');
  });

  it('the gem configured on its module: its methods are the v3 routes it calls, reported and never edited; another module is not it', () => {
    const text = read('configured_gem.rake');
    const f = checkText(text, 'configured_gem.rake').findings.map((x) => `${x.start.line} ${x.change} ${x.fix}`);
    expect(f).toEqual(['7 prefix manual', '20 9.0/12 manual', '25 9.0/11 manual']);
    expect(fixText(text, 'configured_gem.rake', { fixReview: true }).output).toBe(text);
  });

  it('a Postman request on a collection variable is reported as its request, never edited; another host and an unknown variable are not', () => {
    const text = read(POSTMAN);
    const f = checkText(text, POSTMAN).findings.map((x) => `${x.start.line} ${x.change}`);
    expect(f).toEqual(['4 prefix', '8 9.0/12', '10 9.0/4', '11 9.0/20']);
    expect(fixText(text, POSTMAN, { fixReview: true }).output).toBe(text);
  });

  it("curl's argument lists run by subprocess: after the review fix, python3 runs curl with the v4 requests' words", () => {
    const text = read('subprocess_curl.py');
    const fixed = fixText(text, 'subprocess_curl.py', { fixReview: true }).output;
    expect(fixed).toBe(fs.readFileSync(path.join(ROOT, 'fixtures/adapters/fixed-review/subprocess_curl.py'), 'utf8'));
    if (!has('python3')) return;
    // A curl that prints its arguments, one a line: what the program would send.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gl4m-26c-'));
    fs.writeFileSync(path.join(dir, 'curl'), '#!/bin/sh\nprintf "%s|" "$@"\n', { mode: 0o755 });
    fs.writeFileSync(path.join(dir, 'fixed.py'), fixed);
    const r = spawnSync('python3', ['-c', 'import fixed as m; print(m.jobs(5)); print(m.unstar(5)); print(m.branch(5))'], { cwd: dir, env: { ...process.env, PATH: `${dir}:${process.env.PATH}` }, encoding: 'utf8' });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(r.stderr).toBe('');
    expect(r.stdout.trim().split('\n')).toEqual([
      '-sf|-H|PRIVATE-TOKEN: x|https://gitlab.example.com/api/v4/projects/5/jobs|',
      '-sf|-X|POST|https://gitlab.example.com/api/v4/projects/5/unstar|',
      '-sf|-X|POST|-d|branch=b|-d|ref=master|https://gitlab.example.com/api/v4/projects/5/repository/branches|',
    ]);
  });

  it('a list run as another program, or with shell=True, is no request: its base is held by that read', () => {
    const text = ['import subprocess', "API = 'https://gitlab.example.com/api/v3'", "subprocess.run(['curl', API + '/projects/1/builds'])", "subprocess.run(['echo', API + '/projects/2/builds'])", "subprocess.run(['curl', API + '/projects/3/builds'], shell=True)", ''].join('\n');
    const f = checkText(text, 'a.py').findings.map((x) => `${x.start.line} ${x.change}`);
    expect(f).toEqual(['2 prefix', '3 9.0/12']);
    expect(fixText(text, 'a.py', { fixReview: true }).output).toBe(text);
  });

  it('nothing is fixed at the safe tier, and the interpreters accept each file and its review fix', () => {
    for (const name of [...RUBY, ...PYTHON]) {
      const text = read(name);
      expect(fixText(text, name).output, name).toBe(text);
      if (!has(name.endsWith('.py') ? 'python3' : 'ruby')) continue;
      for (const t of [text, fixText(text, name, { fixReview: true }).output]) expect(accepted(t, name), name).toMatchObject({ ok: true });
    }
  });
});
