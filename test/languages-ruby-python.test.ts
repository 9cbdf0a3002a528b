// Ruby and Python read the way their clients are written (fixtures/languages-4's first run): a base
// is GitLab's on the evidence of its own calls, and Faraday's block form sets the URL in the block.
import { describe, expect, it } from 'vitest';
import { runJson, tempProject } from './support.js';

interface Report {
  findings: { file: string; line: number; change: string; fix: string; held?: { reason: string; style?: string; unproven?: { kind: string; name?: string } } }[];
}

async function reportOf(files: Record<string, string>): Promise<Report> {
  return (await runJson<Report>(['--no-cache', '.'], tempProject(files))).report;
}
const found = (r: Report) => [...new Set(r.findings.map((f) => `${f.file}:${f.line} ${f.change}`))].sort();

const NOTIFIER = [
  "require 'faraday'",
  "require 'httparty'",
  'class Notifier',
  "  API_PATH = '/api/v3'.freeze",
  '  def initialize(host)',
  '    @conn = Faraday.new(url: host + API_PATH)',
  '  end',
  '  def note(project, mr, text)',
  '    @conn.post("projects/#{project}/merge_requests/#{mr}/notes", body: text)',
  '  end',
  '  def close(project, issue)',
  '    @conn.put do |req|',
  '      req.url "projects/#{project}/issues/#{issue[\'id\']}"',
  "      req.body = { state_event: 'close' }",
  '    end',
  '  end',
  'end',
  'class Chat',
  '  include HTTParty',
  "  base_uri 'https://chat.example.org/api/v3'",
  '  def say(team, channel, text)',
  '    self.class.post("/teams/#{team}/channels/#{channel}/posts/create", body: { message: text })',
  '  end',
  'end',
].join('\n');

describe('Ruby and Python: what fixtures/languages-4 showed, by class', () => {
  it('a base is GitLab\'s on the routes its calls send: another server\'s base of its own host beside it is not reported', async () => {
    const r = await reportOf({ 'notifier.rb': NOTIFIER });
    expect(found(r)).toEqual(['notifier.rb:13 9.0/33', 'notifier.rb:4 prefix', 'notifier.rb:9 9.0/33']);
    // Without the GitLab routes there is no contrast: the other base is reported, held as before.
    const alone = await reportOf({ 'chat.rb': NOTIFIER.split('\n').filter((_, i) => i < 2 || i >= 17).join('\n') });
    expect(found(alone)).toEqual(['chat.rb:5 prefix']);
  });

  it('Faraday\'s block form: the URL and body the block sets, on the line that sets the URL, never fixed at the safe tier', async () => {
    const subscription = await reportOf({
      'sub.rb': [
        "require 'faraday'",
        "conn = Faraday.new(url: 'https://gitlab.example.com/api/v3')",
        'conn.post do |req|',
        "  req.url 'projects/1/issues/2/subscription'",
        'end',
      ].join('\n'),
      'branch.rb': [
        "require 'faraday'",
        "conn = Faraday.new(url: 'https://gitlab.example.com/api/v3')",
        'conn.post do |req|',
        "  req.url 'projects/1/repository/branches'",
        "  req.body = { branch_name: 'rel', ref: 'master' }",
        'end',
      ].join('\n'),
    });
    expect(found(subscription)).toEqual(['sub.rb:2 prefix', 'sub.rb:4 9.0/33', 'sub.rb:4 9.0/9', 'branch.rb:2 prefix', 'branch.rb:5 9.0/20'].sort());
    const fix = subscription.findings.find((f) => f.change === '9.0/20');
    expect(fix?.fix).not.toBe('safe');
    expect(fix?.held).toMatchObject({ reason: 'style not proven', style: 'Faraday.new block' });
  });

  it('Ruby: options a caller merges (`@options.merge(body: {…})`) for a method that hands them whole to the request are the request\'s', async () => {
    const r = await reportOf({
      'client.rb': [
        "require 'httparty'",
        'class Client',
        '  include HTTParty',
        "  base_uri 'https://gitlab.example.com/api/v3'",
        '  def initialize(token)',
        "    @options = { headers: { 'PRIVATE-TOKEN' => token } }",
        '  end',
        '  def tree(project, ref)',
        '    get("/projects/#{project}/repository/tree", @options.merge(query: { ref_name: ref }))',
        '  end',
        '  def pipelines(project)',
        '    get("/projects/#{project}/pipelines", @options.merge(query: { ref: \'master\' }))',
        '  end',
        '  private',
        '  def get(path, options = {})',
        '    self.class.get(path, options)',
        '  end',
        'end',
      ].join('\n'),
    });
    expect(found(r)).toEqual(['client.rb:4 prefix', 'client.rb:9 9.0/19', 'client.rb:9 9.0/27']);
    // Fields of `@options` are not read: the fix of a key the caller spells is for review at most.
    expect(r.findings.find((f) => f.change === '9.0/19')?.fix).not.toBe('safe');
  });
});

// What bench:real's Python misses were, by class (helper py26e): a client kept private, a base in another module.
describe('Python: a client in a private attribute, a base another module holds', () => {
  it('`self._session` is the client `session` names (a private attribute), `self._cache` is not a client', async () => {
    const r = await reportOf({
      'aio.py': [
        'import aiohttp',
        "API = 'https://gitlab.example.com/api/v3'",
        'class Gl:',
        '    def __init__(self, session, cache):',
        '        self._session = session',
        '        self._cache = cache',
        '    async def jobs(self, pid):',
        "        async with self._session.get(API + '/projects/%d/builds' % pid) as resp:",
        '            return await resp.json()',
        '    def cached(self, pid):',
        "        return self._cache.get(API + '/projects/%d/builds' % pid)",
        '',
      ].join('\n'),
    });
    expect(found(r)).toEqual(['aio.py:2 prefix', 'aio.py:8 9.0/12']);
  });

  it('`config.GITLAB_API` of `from . import config` is config.py\'s top-level base: linked, and moved with the calls on it', async () => {
    const files = {
      '.git/HEAD': 'ref: refs/heads/main\n',
      'pkg/__init__.py': '',
      'pkg/config.py': "import os\nGITLAB_URL = os.environ.get('GITLAB_URL', 'https://gitlab.example.com')\nGITLAB_API = GITLAB_URL + '/api/v3'\nMEDIA_API = 'http://media.lan:8989/api/v3'\n",
      'pkg/client.py': [
        'import requests',
        'from . import config',
        'def block(uid):',
        "    return requests.put(config.GITLAB_API + '/users/%d/block' % uid, headers={'PRIVATE-TOKEN': 't'})",
        'def jobs(pid):',
        "    return requests.get('{}/projects/{}/builds'.format(config.GITLAB_API, pid))",
        'def series():',
        "    return requests.get(config.MEDIA_API + '/series')",
        '',
      ].join('\n'),
      // Another module's attribute of the same name is not this base (no `other.py` in the run), nor is an environment variable.
      'tools/other_client.py': "import requests\nimport other\nrequests.put(other.GITLAB_API + '/users/%d/block' % 1)\n",
      '.env': 'GITLAB_API=https://gitlab.example.com/api/v3\n',
    };
    const dir = tempProject(files);
    const r = (await runJson<Report>(['--no-cache', '.'], dir)).report;
    expect(found(r)).toEqual(['.env:1 prefix', 'pkg/client.py:4 9.0/4', 'pkg/client.py:6 9.0/12', 'pkg/config.py:3 prefix']);
    await runJson<Report>(['--no-cache', '--fix', '.'], dir);
    const fs = await import('node:fs');
    const text = (f: string) => fs.readFileSync(`${dir}/${f}`, 'utf8');
    expect(text('pkg/config.py')).toContain("GITLAB_API = GITLAB_URL + '/api/v4'");
    expect(text('pkg/config.py')).toContain("MEDIA_API = 'http://media.lan:8989/api/v3'");
    expect(text('pkg/client.py')).toContain("requests.post(config.GITLAB_API + '/users/%d/block' % uid");
    expect(text('pkg/client.py')).toContain("'{}/projects/{}/jobs'.format(config.GITLAB_API, pid)");
    expect(text('tools/other_client.py')).toBe(files['tools/other_client.py']);
    // A module that hands the base to what the reader does not read (pycurl's `setopt`) holds it, and the calls on it wait.
    const handed = tempProject({ ...files, 'pkg/curl.py': "import pycurl\nfrom . import config\nc = pycurl.Curl()\nc.setopt(pycurl.URL, config.GITLAB_API + '/projects/1/keys')\nc.perform()\n" });
    const held = (await runJson<Report>(['--no-cache', '--fix', '.'], handed)).report;
    expect(held.findings.find((f) => f.file === 'pkg/config.py')?.held).toMatchObject({ reason: 'not proven' });
    expect(fs.readFileSync(`${handed}/pkg/config.py`, 'utf8')).toBe(files['pkg/config.py']);
    expect(fs.readFileSync(`${handed}/pkg/client.py`, 'utf8')).toBe(files['pkg/client.py']);
    // Without the project, the module's base is not seen: nothing on it moves.
    const alone = tempProject(files);
    await runJson<Report>(['--no-cache', '--fix', '--no-project', '.'], alone);
    expect(fs.readFileSync(`${alone}/pkg/client.py`, 'utf8')).toBe(files['pkg/client.py']);
    expect(fs.readFileSync(`${alone}/pkg/config.py`, 'utf8')).toBe(files['pkg/config.py']);
  });
});

describe('Python: a body a helper serialises from its parameter', () => {
  it('`data = urlencode(fields).encode() if fields else None` sends the callers\' dicts as the body; a local of another value does not', async () => {
    const r = await reportOf({
      'gl.py': [
        'import urllib.parse',
        'import urllib.request',
        "BASE = 'https://gitlab.example.com/api/v3'",
        'def call(method, route, fields=None):',
        '    data = urllib.parse.urlencode(fields).encode() if fields else None',
        "    req = urllib.request.Request(BASE + route, data=data, method=method, headers={'PRIVATE-TOKEN': 't'})",
        '    return urllib.request.urlopen(req).read()',
        'def other(method, route, fields=None):',
        "    data = urllib.parse.urlencode({'name': 'x'}).encode()",
        "    req = urllib.request.Request(BASE + route, data=data, method=method, headers={'PRIVATE-TOKEN': 't'})",
        '    return urllib.request.urlopen(req).read()',
        "call('PUT', '/projects/%d' % 1, {'only_allow_merge_if_build_succeeds': 'true'})",
        "other('PUT', '/projects/%d' % 1, {'only_allow_merge_if_build_succeeds': 'true'})",
        '',
      ].join('\n'),
    });
    expect(found(r)).toEqual(['gl.py:12 9.0/21', 'gl.py:3 prefix']);
  });
});
