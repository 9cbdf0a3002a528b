// The client registry's Python and Ruby styles (src/clients/python.ts, ruby.ts): the one list of
// the libraries the Python and Ruby reader recognises. Each request the reader writes is tagged
// with the style its original call goes through; the styles proven are exactly those the adapters'
// differential HTTP test runs; the reader spells no library of its own; a request through a style
// that is not proven is never fixed at the safe tier.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_CLIENT_STYLES, CLIENT_STYLES, stylesOf, styleOfModule, styleOfName } from '../src/clients/index.js';
import { checkText, fixText } from '../src/languages/index.js';
import { virtualDocs } from '../src/languages/index.js';
import { CLIENTS } from './http/scripts.js';
import { children, type Node } from '../src/core/extract/scope.js';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Code without its comments (a comment may name a library; code may not). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, '')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const SCRIPTS = CLIENTS.filter((c) => /\.(py|rb)$/.test(c.file));
const languageOf = (file: string) => (file.endsWith('.py') ? 'python' : 'ruby');
/** The calls of a document's built program (virtual/estree.ts), in order: the callee's name and the call's offset. */
function callsOf(d: ReturnType<typeof virtualDocs>[number]): { name: string; at: number; first?: string }[] {
  const out: { name: string; at: number; first?: string }[] = [];
  const walk = (n: Node) => {
    if (n.type === 'CallExpression' && n.callee.type === 'Identifier') {
      const a = n.arguments[0];
      out.push({ name: n.callee.name, at: n.range[0], ...(a?.type === 'TemplateLiteral' ? { first: a.quasis.map((q) => q.value.cooked).join('{}') } : {}) });
    }
    children(n).forEach(walk);
  };
  walk(d.program!);
  return out;
}

/** Each request the reader builds for a file: the style it is tagged with (undefined: none). */
function tags(text: string, file: string): (string | undefined)[] {
  return virtualDocs(text, file).flatMap((d) => callsOf(d).filter((c) => c.name === 'request').map((c) => d.styles?.find(([at]) => at === c.at)?.[1]));
}

describe('the Python and Ruby styles of the registry', () => {
  it('are the registry: ids unique over every language, none seen by the JavaScript lookups', () => {
    expect(new Set(ALL_CLIENT_STYLES.map((s) => s.id)).size).toBe(ALL_CLIENT_STYLES.length);
    expect(CLIENT_STYLES.some((s) => s.language)).toBe(false);
    for (const lang of ['python', 'ruby'] as const) expect(stylesOf(lang).length).toBeGreaterThan(3);
    // A JS file that names `requests` or requires `faraday` is not read as Python's or Ruby's.
    expect(styleOfName('requests')).toBeUndefined();
    expect(styleOfName('HTTParty')).toBeUndefined();
    expect(styleOfModule('faraday')).toBeUndefined();
  });

  it('every request the reader writes for the differential clients is tagged with a style of its language', () => {
    for (const c of SCRIPTS) {
      const ids = new Set(stylesOf(languageOf(c.file)).map((s) => s.id));
      const found = tags(c.text, c.file);
      for (const t of found) expect(ids.has(t ?? ''), `${c.name}: ${t}`).toBe(true);
    }
  });

  it('proven are exactly the styles the differential HTTP test runs with a fix it checks at the safe tier', () => {
    const run = new Set<string>();
    for (const c of SCRIPTS) if (!c.review && c.expect !== 'held') for (const t of tags(c.text, c.file)) run.add(t!);
    const proven = new Set([...stylesOf('python'), ...stylesOf('ruby')].filter((s) => s.proven).map((s) => s.id));
    expect([...proven].sort()).toEqual([...run].sort());
  });

  it("a call of the file's own function is tagged with the style its requests go through, the weakest of them", () => {
    const text = ['import urllib3, requests', "API = 'https://gitlab.example.com/api/v3'", 'http = urllib3.PoolManager()', '', 'def raw(path):', "    return http.request('GET', API + path)", '', 'def get(path):', '    return requests.get(API + path)', '', 'def both(path):', "    return get(path) and raw('/projects/6/builds')", '', "get('/projects/5/builds')", "both('/projects/5/builds')", ''].join('\n');
    const doc = virtualDocs(text, 'a.py')[0];
    const at = (name: string, path: string) => doc.styles?.find(([i]) => callsOf(doc).some((c) => c.at === i && c.name === name && c.first === path))?.[1];
    expect(at('get', '/projects/5/builds')).toBe('requests');
    expect(at('raw', '/projects/6/builds')).toBe('urllib3.PoolManager');
    expect(at('both', '/projects/5/builds')).toBe('urllib3.PoolManager');
  });

  it('the tag follows what made the receiver, not its name', () => {
    const text = ['import urllib3, requests', 'http = urllib3.PoolManager()', 'session = requests.Session()', "API = 'https://gitlab.example.com/api/v3'", "http.request('GET', API + '/projects/5/builds')", "session.get(API + '/projects/5/builds')", "api.get(API + '/projects/5/builds')", "requests.get(API + '/projects/5/builds')", ''].join('\n');
    expect(tags(text, 'a.py')).toEqual(['urllib3.PoolManager', 'requests.Session', 'python client object', 'requests']);
    const rb = ['API = "https://gitlab.example.com/api/v3"', 'conn = Faraday.new(url: API)', 'conn.get("projects/5/builds")', 'client.get("#{API}/projects/5/builds")', ''].join('\n');
    expect(tags(rb, 'a.rb')).toEqual(['Faraday.new', 'ruby client object']);
  });

  it('the reader spells no library of the registry in its code: it reads them from the registry', () => {
    // A library's name is what its id starts with, and its modules (a client object of unknown making names none).
    const libraries = [...stylesOf('python'), ...stylesOf('ruby')].filter((s) => s.modules.length).flatMap((s) => [s.id.split(/\.(?=[A-Z])|\.(?=[a-z_]+$)| /)[0], ...s.modules]).filter((n) => /^[A-Za-z][\w:/.-]{3,}$/.test(n));
    expect(libraries).toEqual(expect.arrayContaining(['requests', 'urllib3', 'httplib2', 'HTTParty', 'Faraday', 'RestClient', 'Net::HTTP']));
    const found: string[] = [];
    for (const f of ['src/languages/script-tree/reader.ts', 'src/languages/script-tree/values.ts', 'src/languages/script-tree/vocabulary.ts', 'src/languages/python/grammar.ts', 'src/languages/ruby/grammar.ts']) {
      const text = code(readFileSync(path.join(ROOT, f), 'utf8'));
      for (const name of new Set(libraries)) if (new RegExp(`(?<![\\w.])${name.replace(/[.:/-]/g, '\\$&')}(?![\\w])`).test(text)) found.push(`${f}: ${name}`);
    }
    expect(found).toEqual([]);
  });
});

describe('a request through a Python or Ruby style that is not proven', () => {
  // core/decide/styles.ts reads the adapter's tag (AnalyzeOptions.callStyles): the printed
  // `request({…})` is not taken for the JS `request` library, which is proven.
  const URLLIB3 = ['import urllib3', "API = 'https://gitlab.example.com/api/v3'", 'http = urllib3.PoolManager()', "http.request('GET', API + '/projects/5/builds', headers={'PRIVATE-TOKEN': 't'})", ''].join('\n');
  const HELPER = ['import urllib3', "API = 'https://gitlab.example.com/api/v3'", 'http = urllib3.PoolManager()', '', 'def get(path):', "    return http.request('GET', API + path, headers={'PRIVATE-TOKEN': 't'})", '', "get('/projects/5/builds')", ''].join('\n');
  const GUESSED = ['import os', "API = 'https://gitlab.example.com/api/v3'", "gl.get(API + '/projects/5/builds', headers={'PRIVATE-TOKEN': os.environ['T']})", ''].join('\n');

  it('is fixed for review at most, with the style named, and --fix leaves its base', () => {
    for (const [text, style] of [
      [URLLIB3, 'urllib3.PoolManager'],
      [GUESSED, 'python client object'],
      [HELPER, 'urllib3.PoolManager'],
    ] as const) {
      const f = checkText(text, 'a.py').findings.find((x) => x.change === '9.0/12')!;
      expect(f.fix, style).toBe('review');
      expect(f.held).toMatchObject({ reason: 'style not proven', style });
      expect(fixText(text, 'a.py').output).toBe(text);
      expect(fixText(text, 'a.py', { fixReview: true }).output).toContain('/api/v4');
    }
  });

  it('a proven style is fixed at the safe tier', () => {
    const text = URLLIB3.replace('import urllib3', 'import requests').replace('http = urllib3.PoolManager()\n', '').replace("http.request('GET', ", 'requests.get(');
    expect(fixText(text, 'a.py').output).toContain("API + '/projects/5/jobs'");
  });
});

describe('the shell programs of the registry (src/clients/shell.ts)', () => {
  const curl = (line: string) => ['#!/bin/sh', 'API="https://gitlab.example.com/api/v3"', line, ''].join('\n');

  it('proven are the programs the differential HTTP test runs: curl and wget', () => {
    const run = new Set(CLIENTS.filter((c) => c.needs.includes('curl') || c.needs.includes('wget')).flatMap((c) => c.needs));
    expect(stylesOf('shell').filter((s) => s.proven).map((s) => s.id).sort()).toEqual(['curl', 'wget'].filter((p) => run.has(p as never)));
  });

  it('a curl command is fixed at the safe tier; an HTTPie one, a program not run, for review, and its base waits', () => {
    const safe = curl('curl -fsS "$API/projects/5/builds"');
    expect(fixText(safe, 'a.sh').output).toMatch(/api\/v4"\n.*\/projects\/5\/jobs"/);
    const httpie = curl('http GET "$API/projects/5/builds"');
    const f = checkText(httpie, 'a.sh').findings.find((x) => x.change === '9.0/12')!;
    expect(f.held).toMatchObject({ reason: 'style not proven', style: 'httpie' });
    expect(fixText(httpie, 'a.sh').output).toBe(httpie);
    expect(fixText(httpie, 'a.sh', { fixReview: true }).output).toMatch(/api\/v4"\n.*\/projects\/5\/jobs"/);
  });
});
