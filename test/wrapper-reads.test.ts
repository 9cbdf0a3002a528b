// A wrapper's URL parameter carries its callers' whole URL, route and query included: the run's
// fixes change it, so every other read of it in the wrapper must be text of an error or a log
// (decide/wrapper-reads.ts, message-only.ts); and a call handed a request's answer is not the request
// (extract/sites.ts `answerOf`). The project fixture fixtures/projects/wrapper-shared-method-js holds
// these shapes with a wrapper's shared method (test/shared-text-reads.test.ts).
import { describe, expect, it } from 'vitest';
import { checkText } from '../src/core/check.js';

const fixes = (text: string) => checkText(text, 'src/gitlab.js', { fixReview: true }).findings.map((f) => `${f.start.line} ${f.change} ${f.fix}`);

const wrapper = (reads: string) =>
  [
    "const API = 'https://gitlab.example.com/api/v3';",
    'export async function get(url) {',
    '  const res = await fetch(url);',
    `  ${reads}`,
    '  return res.json();',
    '}',
    'export const owned = () => get(`${API}/projects/owned`);',
    '',
  ].join('\n');

describe("a wrapper's URL parameter read other than by its request", () => {
  it('moves with the fixes when it reaches only the text of an error or a log', () => {
    expect(fixes(wrapper("console.debug('GET', url);"))).toEqual(['1 prefix safe', '7 9.0/13 safe']);
    expect(fixes(wrapper('if (!res.ok) throw new Error(`GET ${new URL(url).pathname}: ${res.status}`);'))).toEqual(['1 prefix safe', '7 9.0/13 safe']);
  });

  it('waits when a test reads it (it would answer otherwise after the fix)', () => {
    expect(fixes(wrapper("if (url.endsWith('/projects/owned')) counter.owned++;"))).toEqual(['1 prefix manual', '7 9.0/13 manual']);
  });

  it('waits when a call the tool does not follow is handed it', () => {
    expect(fixes(wrapper('mirror.replay(url);'))).toEqual(['1 prefix manual', '7 9.0/13 manual']);
  });

  it("follows it into the file's own function and error class, where it is only a message", () => {
    const text = [
      'class GitLabError extends Error {',
      '  constructor(method, url, status) {',
      '    super(`${method} ${new URL(url).pathname}: ${status}`);',
      '  }',
      '}',
      'async function handle(method, url, res) {',
      '  if (!res.ok) throw new GitLabError(method, url, res.status);',
      '  return res.json();',
      '}',
      "const API = 'https://gitlab.example.com/api/v3';",
      "export const getJson = async (url) => handle('GET', url, await fetch(url));",
      'export const owned = () => getJson(`${API}/projects/owned`);',
      '',
    ].join('\n');
    expect(fixes(text)).toEqual(['10 prefix safe', '12 9.0/13 safe']);
    // The same function storing it is a read of its own.
    expect(fixes(text.replace('  return res.json();', '  last.url = url;\n  return res.json();'))).toEqual(['11 prefix manual', '13 9.0/13 manual']);
  });
});
