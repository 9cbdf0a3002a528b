// Ruby and Python read the way their clients are written (issue 26, helper rubypy26): the classes of
// fixtures/languages-7's and -8's misses, each as its own small case, and the fixes they allow.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runJson, tempProject } from './support.js';

interface Report {
  findings: { file: string; line: number; change: string; fix: string }[];
}

async function reportOf(files: Record<string, string>): Promise<Report> {
  return (await runJson<Report>(['--no-cache', '.'], tempProject(files))).report;
}
const found = (r: Report) => [...new Set(r.findings.map((f) => `${f.file}:${f.line} ${f.change}`))].sort();
/** The files after `--fix --fix-review`. */
async function fixed(files: Record<string, string>): Promise<Record<string, string>> {
  const dir = tempProject(files);
  await runJson(['--no-cache', '--fix', '--fix-review', '.'], dir);
  return Object.fromEntries(Object.keys(files).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]));
}

const SUBCLASS = [
  'import requests',
  '',
  '',
  'class Legacy(requests.Session):',
  '    def __init__(self, host):',
  '        super().__init__()',
  "        self.api_root = host + '/api/v3'",
  '',
  '    def request(self, method, url, *args, **kwargs):',
  '        return super().request(method, self.api_root + url, *args, **kwargs)',
  '',
  '',
  "gl = Legacy('https://git.example.com')",
  '',
  '',
  'def jobs(pid):',
  "    return gl.get('/projects/%d/builds' % pid).json()",
  '',
  '',
  'def unstar(pid):',
  "    return gl.delete('/projects/%d/star' % pid)",
  '',
].join('\n');

describe('Ruby: clients kept in instance variables, configured in blocks and chains', () => {
  it("http.rb: a client its chain configures, kept in @http, with params:/form:/json:, on an ENV.fetch default (.freeze)", async () => {
    const r = await reportOf({
      'bot.rb': [
        "require 'http'",
        'class Bot',
        "  API = ENV.fetch('GITLAB_API_URL', 'https://git.example.com/api/v3').freeze",
        '  def initialize(token)',
        "    @http = HTTP.headers('PRIVATE-TOKEN' => token).timeout(10)",
        '  end',
        '  def merge(project, iid)',
        '    @http.put("#{API}/projects/#{project}/merge_requests/#{iid}/merge", form: { merge_when_build_succeeds: true })',
        '  end',
        '  def remove(project)',
        '    raise "not removed" unless @http.delete("#{API}/projects/#{project}").code == 200',
        '  end',
        'end',
      ].join('\n'),
    });
    expect(found(r)).toEqual(['bot.rb:11 9.0/26', 'bot.rb:3 prefix', 'bot.rb:8 9.0/21']);
  });

  it("Faraday's prefix set in its block (url_prefix =), a body set in a request's block, an option hash's default base", async () => {
    const r = await reportOf({
      'hooks.rb': [
        "require 'faraday'",
        'class Hooks',
        '  def initialize(host)',
        '    @conn = Faraday.new do |f|',
        '      f.url_prefix = "#{host}/api/v3"',
        '    end',
        '  end',
        '  def hook(project, url)',
        '    @conn.post("projects/#{project}/hooks") { |req| req.body = { url: url, build_events: true } }',
        '  end',
        'end',
      ].join('\n'),
      'mr-bot.rb': [
        "require 'net/http'",
        "options = { base: 'https://git.example.com/api/v3/' }",
        'base = options[:base]',
        "Net::HTTP.start('git.example.com', 443) { |h| h.request(Net::HTTP::Get.new(URI.join(base, 'projects/1/builds'))) }",
      ].join('\n'),
    });
    expect(found(r)).toEqual(['hooks.rb:5 prefix', 'hooks.rb:9 9.0/12', 'mr-bot.rb:2 prefix', 'mr-bot.rb:4 9.0/12']);
  });
});

describe('Python: route tables, joins, properties and client subclasses', () => {
  it('a route table of (method, path) rows: each row is the request its key sends, fixed in the row with its base', async () => {
    const table = [
      'import requests',
      '',
      'ROUTES = {',
      "    'jobs': ('GET', '/projects/{project}/builds'),",
      "    'unstar': ('DELETE', '/projects/{project}/star'),",
      '}',
      "BASE = 'https://git.example.com/api/v3'",
      '',
      '',
      'def call(name, **path):',
      '    method, template = ROUTES[name]',
      '    return requests.request(method, BASE + template.format(**path))',
      '',
    ].join('\n');
    expect(found(await reportOf({ 'table.py': table }))).toEqual(['table.py:4 9.0/12', 'table.py:5 9.0/1', 'table.py:7 prefix']);
    const after = (await fixed({ 'table.py': table }))['table.py'];
    expect(after).toContain("'jobs': ('GET', '/projects/{project}/jobs'),");
    expect(after).toContain("'unstar': ('POST', '/projects/{project}/unstar'),");
    expect(after).toContain("BASE = 'https://git.example.com/api/v4'");
  });

  it("'/'.join of written items and of a helper's *rest, and a @property base of an instance's class", async () => {
    const r = await reportOf({
      'aio.py': [
        'import aiohttp',
        "API = '/api/v3'",
        '',
        '',
        'def path(*parts):',
        "    return '/'.join((API,) + tuple(str(p) for p in parts))",
        '',
        '',
        'async def tree(pid, ref):',
        "    async with aiohttp.ClientSession(base_url='https://git.example.com') as s:",
        "        return await (await s.get(path('projects', pid, 'repository', 'tree'), params={'ref_name': ref, 'per_page': 100})).json()",
      ].join('\n'),
      'cfg.py': [
        'import urllib3',
        '',
        '',
        'class Config:',
        '    def __init__(self, host):',
        '        self.host = host',
        '',
        '    @property',
        '    def api(self):',
        "        return '%s/api/v3' % self.host",
        '',
        '',
        "CFG = Config('https://git.example.com')",
        'pool = urllib3.PoolManager()',
        '',
        '',
        'def owned():',
        "    return pool.request('GET', '/'.join([CFG.api, 'groups', 'owned']))",
      ].join('\n'),
    });
    expect(found(r)).toEqual(['aio.py:11 9.0/19', 'aio.py:2 prefix', 'cfg.py:10 prefix', 'cfg.py:18 9.0/6']);
  });

  it('a requests.Session subclass joining its prefix in request(): its calls move with the prefix, at the review tier', async () => {
    const after = (await fixed({ 'sub.py': SUBCLASS }))['sub.py'];
    expect(after).toContain("self.api_root = host + '/api/v4'");
    expect(after).toContain("gl.get('/projects/%d/jobs' % pid)");
    expect(after).toContain("gl.post('/projects/%d/unstar' % pid)");
  });

  it('fails closed: an instance of the subclass the reader cannot follow keeps every call and the prefix as they are', async () => {
    const escaped = `${SUBCLASS}\n\ndef raw(path):\n    return Legacy('https://git.example.com').get(path)\n`;
    expect((await fixed({ 'sub.py': escaped }))['sub.py']).toBe(escaped);
  });
});

describe('Python route tables fail closed', () => {
  it('a table read elsewhere too (a row is another use\'s as well) is not read as requests: nothing is edited in it', async () => {
    const table = [
      'import requests',
      '',
      'ROUTES = {',
      "    'unstar': ('DELETE', '/projects/{project}/star'),",
      '}',
      "BASE = 'https://git.example.com/api/v3'",
      '',
      '',
      'def call(name, **path):',
      '    method, template = ROUTES[name]',
      '    return requests.request(method, BASE + template.format(**path))',
      '',
      '',
      'def link(name):',
      '    return BASE + ROUTES[name][1]',
      '',
    ].join('\n');
    const after = (await fixed({ 'table.py': table }))['table.py'];
    expect(after).toContain("'unstar': ('DELETE', '/projects/{project}/star'),");
  });
});
