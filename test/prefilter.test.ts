import { describe, expect, it } from 'vitest';
import { checkText } from '../src/core/check.js';
import { mayHoldApiCall, mayHoldApiCallOr } from '../src/core/parse/prefilter.js';
import { rulebook } from '../src/rulebook/index.js';
import { TABLE_KINDS } from '../src/rulebook/tables.js';
import type { TableKind, TableRows } from '../src/rulebook/types.js';

// The fixture harness proves the prefilter lets every file with a finding through; these are the
// words of published packages that must not send a file to the parser.
describe('the prefilter', () => {
  it.each([
    ["const v = require('@smithy/eventstream-serde-config-resolver');", 'an npm scope that starts like /events'],
    ["import { GridEvents } from '../events';", 'an import of a sibling module'],
    ["const file = path.resolve(__dirname, 'profiling/events.json');", 'a file name'],
    ["import x from './features/events/useGridEvents';", 'a folder in an import'],
    ['/* license of "d3.js" (BSD-3-Clause, see </licenses/LICENSE-d3>) */', 'a licence header'],
    ['// http://www.apache.org/licenses/LICENSE-2.0', 'an Apache header'],
    ['const projects = list.filter(Boolean);', 'a variable named projects'],
    ["compiled({ 'users': ['fred', 'barney'] });", 'an object key'],
    ["export { default as UsersRound } from './icons/users-round.js';", 'an icon module'],
  ])('turns away %j (%s)', (text) => {
    expect(mayHoldApiCall(text, 'a.js')).toBe(false);
  });

  it.each([
    ["fetch(base + '/events?action=created');"],
    ['fetch(`${base}/events`);'],
    ["get('/projects/' + id + '/events');"],
    ["const API = 'https://gitlab.example.com/api/v3';"],
    ["api.get('/licenses');"],
    ["api.post('/users', { confirm: false });"],
    ["api.put(`/groups/${id}`, { visibility_level: 10 });"],
  ])('lets %j through', (text) => {
    expect(mayHoldApiCall(text, 'a.js')).toBe(true);
  });

  it('turns away declaration files, which make no calls', () => {
    const text = "declare function get(url: '/api/v3/projects'): void;";
    expect(mayHoldApiCall(text, 'client.ts')).toBe(true);
    for (const name of ['client.d.ts', 'client.d.mts', 'client.d.cts', 'CLIENT.D.TS']) expect(mayHoldApiCall(text, name)).toBe(false);
  });
});

// The engine's test, one pattern for most files: it must answer as the two tests it joins.
describe('the prefilter joined with a literal', () => {
  const literal = 'gitlab-v4-migrate-ignore';
  const either = mayHoldApiCallOr(literal);
  const texts = [
    "get('/projects/' + id + '/events');",
    'const projects = list.filter(Boolean);',
    '// gitlab-v4-migrate-ignore-next-line',
    '// gitlab-v4-migrate.ignore: a dot is not a wildcard',
    "const v = require('gitlab');",
    '{ "dependencies": { "gitlab": "^1.8.0" } }',
    "declare function get(url: '/api/v3/projects'): void;",
    '',
  ];
  const names = ['a.js', 'client.d.ts', 'package.json', 'sub/package.json', undefined];
  it.each(names)('answers as mayHoldApiCall || includes for %s', (name) => {
    for (const text of texts) expect([text, either(text, name)]).toEqual([text, mayHoldApiCall(text, name) || text.includes(literal)]);
    expect(either('// gitlab-v4-migrate-ignore-line', name)).toBe(true);
    expect(either('// gitlab-v4-migrate.ignore', name)).toBe(false);
  });
});

/** A call of a rulebook route pattern: its first method, `1` for each parameter, the first of a choice. */
function call(pattern: string, extra = ''): string {
  const [methods, route] = pattern.split(' ');
  const method = (methods.split('|').find((m) => m !== '?' && m !== '*') ?? 'GET').toLowerCase();
  const path = route.replace(/\/\*\*$/, '').replace(/:\w+\((\w+)[^)]*\)/g, '$1').replace(/:\w+/g, '1');
  return `client.${method}('${path}'${extra});`;
}

// Every table of every entry, as a call with the base in another file: whatever the core reports
// on such a call, the prefilter must let through (a comment that names the API version, which
// changes nothing in the analysis, stands for the text it would otherwise need).
describe('the prefilter and the rulebook', () => {
  // One way to call each kind of table: a new kind fails to compile here until it has one.
  const calls: { [K in TableKind]: (row: TableRows[K]) => string[] } = {
    routes: (r) => [call(r.from, r.requires ? `, { ${r.requires[0]}: 1 }` : '')],
    params: (t) => t.routes.map((r) => call(r, `, { ${t.param.replace('[]', '')}: ${JSON.stringify(Object.keys(t.values ?? {})[0] ?? 1)} }`)),
    ids: (t) => t.routes.map((r) => call(r)),
    fields: (t) => t.routes.map((r) => call(r).replace(/;$/, `.then((r) => r.data${t.under ? `.${t.under}` : ''}.${t.fields?.[0] ?? t.compare?.field ?? 'x'});`)),
    statuses: (t) => t.routes.map((r) => call(r).replace(/;$/, `.then((r) => r.status === ${t.statuses[0]});`)),
    values: (t) => t.routes.map((r) => call(r, `, { ${t.param}: ${JSON.stringify(Object.keys(t.fixes ?? {})[0] ?? 'bad')} }`)),
    unpaged: (t) => t.routes.map((r) => call(r)),
  };
  const callsOf = <K extends TableKind>(kind: K, rows: readonly TableRows[K][]) => rows.flatMap((row) => calls[kind](row));
  const cases = rulebook.flatMap((e) => TABLE_KINDS.flatMap((kind) => callsOf(kind, (e[kind] ?? []) as readonly TableRows[typeof kind][]).map((text) => ({ entry: e.id, text }))));

  it(`lets through every one of ${cases.length} rulebook calls that the core reports on`, () => {
    const reported = cases.filter((c) => checkText(`${c.text}\n// api/v4\n`, 'a.js').findings.some((f) => f.ruleId === c.entry));
    expect(reported.length).toBeGreaterThan(cases.length / 2);
    expect(reported.filter((c) => !mayHoldApiCall(c.text, 'a.js')).map((c) => `${c.entry}: ${c.text}`)).toEqual([]);
  });
});
