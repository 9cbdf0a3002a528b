// A wrapper handed on as a value is called by code the proof never reads (core/decide/handed-on.ts):
// its base cannot move past those calls, so it waits; read only as calls (and exported), it moves. An
// object of verbs a factory returns is read so through every call of the factory (madeObjectCallers).
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../src/eslint-plugin/index.js';
import { checkText } from '../src/core/index.js';
import { handedOn } from '../src/core/decide/handed-on.js';
import { FileIndex } from '../src/core/extract/scope.js';
import { parse } from '../src/core/parse/parse.js';
import { runJson, tempProject } from './support.js';

const HEAD = ["import superagent from 'superagent';", "import { use } from 'framework';", "const API = 'https://gitlab.example.com/api/v3';"];
const DIRECT = 'export const jobs = (id) => superagent.get(`${API}/projects/${id}/builds`).set("PRIVATE-TOKEN", "t");';
const prefix = (lines: string[]) => {
  const f = checkText([...HEAD, ...lines, DIRECT, ''].join('\n'), 'a.js', { fixReview: true }).findings.find((x) => x.ruleId === 'api-v3-prefix')!;
  return `${f.fix}${f.held?.unproven ? ` ${f.held.unproven.kind} ${'name' in f.held.unproven ? f.held.unproven.name : ''}` : ''}`;
};
const GET = "(path) => superagent.get(API + path).set('PRIVATE-TOKEN', 't')";

describe('a wrapper handed on as a value holds its base', () => {
  it.each([
    ['the function given to other code', [`const get = ${GET};`, 'use(get);']],
    ['the function given to a list', [`const get = ${GET};`, "export const all = (paths) => paths.map(get);"]],
    ['the function kept in an object', [`const get = ${GET};`, 'const verbs = { get };', 'use(verbs);']],
    ['the constant object of verbs given to other code', [`const http = { get: ${GET} };`, 'use(http);']],
    ['a method of that object handed on', [`const http = { get: ${GET} };`, 'use(http.get);']],
    ['an instance of its class given to other code', ["class Api { get(path) { return superagent.get(API + path).set('PRIVATE-TOKEN', 't'); } }", 'use(new Api());']],
    ['the object of verbs a factory returns, given to other code', [`function createHttp() { return { get: ${GET} }; }`, 'const http = createHttp();', 'export const a = (id) => http.get(`/projects/${id}/builds`);', 'use(http);']],
    ['the object of verbs a factory returns, kept in an exported constant', [`function createHttp() { return { get: ${GET} }; }`, 'export const http = createHttp();', 'export const a = (id) => http.get(`/projects/${id}/builds`);']],
    ['the object of verbs a factory returns, handed to a call', [`function createHttp() { return { get: ${GET} }; }`, 'use(createHttp());']],
    ['the object of verbs a factory returns, a member read but not called', [`function createHttp() { return { get: ${GET} }; }`, 'const http = createHttp();', 'use(http.get);']],
    ['an instance kept in a variable', ["class Api { get(path) { return superagent.get(API + path).set('PRIVATE-TOKEN', 't'); } }", 'let api;', 'api = new Api();', 'use(api);']],
    ['an instance chosen by a condition', ["class Api { get(path) { return superagent.get(API + path).set('PRIVATE-TOKEN', 't'); } }", 'const api = process.env.X ? new Api() : use();', 'use(api);']],
    ['an instance or another', ["class Api { get(path) { return superagent.get(API + path).set('PRIVATE-TOKEN', 't'); } }", 'const api = globalThis.api || new Api();', 'export const a = (id) => api.get(`/projects/${id}/builds`);']],
    ['an instance kept in a field of this, then given on', ["class Api { get(path) { return superagent.get(API + path).set('PRIVATE-TOKEN', 't'); } }", 'export class Jobs { constructor() { this.http = new Api(); } start() { use(this.http); } }']],
    ['an instance kept in an exported constant', ["class Api { get(path) { return superagent.get(API + path).set('PRIVATE-TOKEN', 't'); } }", 'export const api = new Api();']],
    ['an instance exported as the default', ["class Api { get(path) { return superagent.get(API + path).set('PRIVATE-TOKEN', 't'); } }", 'export default new Api();']],
    ['the class given to other code', ["class Api { get(path) { return superagent.get(API + path).set('PRIVATE-TOKEN', 't'); } }", 'use(Api);']],
    ['a method of its prototype given to other code', ["class Api { get(path) { return superagent.get(API + path).set('PRIVATE-TOKEN', 't'); } }", 'use(Api.prototype.get);']],
    ['an instance kept in a constant and given on', ["class Api { get(path) { return superagent.get(API + path).set('PRIVATE-TOKEN', 't'); } }", 'const api = new Api();', 'use(api);']],
  ])('%s', (_name, lines) => {
    expect(prefix(lines)).toMatch(/^manual route is a parameter /);
  });
});

describe('read only as calls, it moves (traps)', () => {
  it.each([
    ['the function called', [`const get = ${GET};`, 'export const a = (id) => get(`/projects/${id}/builds`);', "if (typeof get !== 'function') throw new Error('no get');"]],
    ['the object of verbs a factory returns, called', [`function createHttp() { return { get: ${GET} }; }`, 'const http = createHttp();', 'export const a = (id) => http.get(`/projects/${id}/builds`);']],
    ['a verb of the object no call reads, whose request goes through the same inner function (never made)', ['function createHttp() {', '  function call(method, path) { return fetch(API + path, { method }); }', "  return { get: (path) => call('GET', path), post: (path) => call('POST', path) };", '}', 'const http = createHttp();', 'export const a = (id) => http.get(`/projects/${id}/builds`);']],
    ['the object of verbs called', [`const http = { get: ${GET} };`, 'export const a = (id) => http.get(`/projects/${id}/builds`);']],
    ['an instance kept in a constant and called', ["class Api { get(path) { return superagent.get(API + path).set('PRIVATE-TOKEN', 't'); } }", 'const api = new Api();', 'export const a = (id) => api.get(`/projects/${id}/builds`);']],
  ])('%s', (_name, lines) => {
    // (A call through an instance of the file's class is proven by no generated case: review.)
    expect(prefix(lines)).toMatch(/^(safe|review)$/);
  });
});

// The generated `verbs` binding proves a factory of the file returning the object itself.
describe('an object a memo hook makes is read the same way, for review: no generated case proves it', () => {
  const MEMO = (hook: string) => [`function useHttp() { return ${hook}(() => ({ get: ${GET} }), []); }`, 'export function useJobs(id) { const http = useHttp(); return useCallback(() => http.get(`/projects/${id}/builds`), [http, id]); }'];
  it.each(['useMemo', 'React.useMemo'])('%s', (hook) => {
    expect(prefix(MEMO(hook))).toBe('review');
    const jobs = checkText([...HEAD, ...MEMO(hook), ''].join('\n'), 'a.js').findings.find((f) => f.ruleId === 'builds-to-jobs');
    expect(jobs?.held).toMatchObject({ reason: 'style not proven', carrier: 'object a memo hook makes' });
  });
  it('ESLint offers the fix as a suggestion, never as an autofix', () => {
    const code = [...HEAD, ...MEMO('useMemo'), ''].join('\n');
    const config = [plugin.configs.recommended];
    const linter = new Linter({ configType: 'flat' });
    const jobs = linter.verify(code, config, 'a.js').find((m) => m.ruleId === 'gitlab-v4-migrate/builds-to-jobs');
    expect(jobs?.fix).toBeUndefined();
    expect(jobs?.suggestions?.length).toBe(1);
    expect(linter.verifyAndFix(code, config, 'a.js').output).toBe(code);
  });
});

describe("an imported factory's objects are read in every file of the run", () => {
  const HTTP = [
    "import superagent from 'superagent';",
    "const API = 'https://gitlab.example.com/api/v3';",
    "export function createHttp() {",
    "  return { get: (path) => superagent.get(API + path).set('PRIVATE-TOKEN', 't') };",
    '}',
    '',
  ].join('\n');
  const JOBS = ["import { createHttp } from './http.mjs';", 'const http = createHttp();', 'export const jobs = (id) => http.get(`/projects/${id}/builds`);', ''];
  // The prefix's finding as `--fix-review` leaves it (none: it moved), and its hold as a check reports it.
  const prefix = async (files: Record<string, string>, args: string[] = ['--fix-review', '--dry-run']) => {
    const { report } = await runJson<{ findings: { ruleId: string; fix: string; held?: { reason: string; unproven?: { name?: string } } }[] }>(['.', ...args], tempProject(files));
    const f = report.findings.find((x) => x.ruleId === 'api-v3-prefix');
    return f ? `${f.fix} ${f.held?.unproven?.name ?? f.held?.reason}` : 'moved';
  };

  it('moves where each importer only calls its methods, for review: no generated case makes the object in another file', async () => {
    expect(await prefix({ 'http.mjs': HTTP, 'jobs.mjs': JOBS.join('\n') })).toBe('moved');
    expect(await prefix({ 'http.mjs': HTTP, 'jobs.mjs': JOBS.join('\n') }, [])).toBe('manual prefix waits');
  });
  it('an exported instance is judged as an exported class (its importers seen), and still holds where its file hands it on', async () => {
    // `send` is called by the class's methods; the importer calls those, and requests on the base itself (its importers are seen).
    const API_FILE = (extra: string[]) => ["import superagent from 'superagent';", "import { use } from 'framework';", "export const API = 'https://gitlab.example.com/api/v3';", "class Api { send(path) { return superagent.get(API + path).set('PRIVATE-TOKEN', 't'); } jobs(id) { return this.send(`/projects/${id}/builds`); } }", 'export const api = new Api();', ...extra, ''].join('\n');
    const CALLER = ["import superagent from 'superagent';", "import { API, api } from './api.mjs';", 'export const jobs = (id) => api.jobs(id);', "export const issues = (id) => superagent.get(`${API}/projects/${id}/issues`).set('PRIVATE-TOKEN', 't');", ''].join('\n');
    expect(await prefix({ 'api.mjs': API_FILE([]), 'jobs.mjs': CALLER })).toBe('moved');
    expect(await prefix({ 'api.mjs': API_FILE(['use(api);']), 'jobs.mjs': CALLER })).toBe('manual Api');
  });

  it('holds where an importer hands an object on, and where a front sees one file', async () => {
    expect(await prefix({ 'http.mjs': HTTP, 'jobs.mjs': [...JOBS, 'globalThis.gitlab = http;', ''].join('\n') })).toBe('manual http');
    expect(await prefix({ 'http.mjs': HTTP, 'jobs.mjs': JOBS.join('\n') }, ['--no-project', '--fix-review', '--dry-run'])).toBe('manual createHttp');
  });
});

// (One file's core reads no call through a field (`this.http.get`): a case there would hold whatever the field
// check says. The check is held to its word on `handedOn` itself.)
describe('an instance kept in a field is handed on only where the field can be read otherwise than for a member', () => {
  const sendHandedOn = (lines: string[]) => {
    const text = ['class Api { send(path) { return fetch(path); } }', ...lines, ''].join('\n');
    const index = new FileIndex(parse(text, 'a.js'), text, 'a.js');
    const send = index.named('send').map((i) => index.parent.get(i)).find((m) => m?.type === 'MethodDefinition') as { value: Parameters<typeof handedOn>[1] };
    return handedOn(index, send.value) !== undefined;
  };
  const JOBS = 'class Jobs { http = new Api(); a(id) { return this.http.send(`/projects/${id}`); } }';
  it('read for a member: not handed on, whatever module the file names by the same text', () => {
    expect(sendHandedOn([JOBS])).toBe(false);
    expect(sendHandedOn(["import { Agent } from 'http';", JOBS])).toBe(false);
    expect(sendHandedOn(["const http = require('http');", JOBS])).toBe(false);
  });
  it('read by a computed key, or given on: handed on', () => {
    expect(sendHandedOn([JOBS, "export const b = (j) => use(j['http']);"])).toBe(true);
    expect(sendHandedOn([JOBS, 'export const b = (j) => use(j.http);'])).toBe(true);
  });
});
