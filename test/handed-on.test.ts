// A wrapper handed on as a value is called by code the proof never reads (core/decide/handed-on.ts):
// its base cannot move past those calls, so it waits; read only as calls (and exported), it moves. An
// object of verbs a factory returns is read so through every call of the factory (madeObjectCallers).
import { describe, expect, it } from 'vitest';
import { checkText } from '../src/core/index.js';
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
    ['an instance kept in a constant and given on', ["class Api { get(path) { return superagent.get(API + path).set('PRIVATE-TOKEN', 't'); } }", 'const api = new Api();', 'use(api);']],
  ])('%s', (_name, lines) => {
    expect(prefix(lines)).toMatch(/^manual route is a parameter /);
  });
});

describe('read only as calls, it moves (traps)', () => {
  it.each([
    ['the function called', [`const get = ${GET};`, 'export const a = (id) => get(`/projects/${id}/builds`);', "if (typeof get !== 'function') throw new Error('no get');"]],
    ['the object of verbs a factory returns, called', [`function createHttp() { return { get: ${GET} }; }`, 'const http = createHttp();', 'export const a = (id) => http.get(`/projects/${id}/builds`);']],
    ["the object a React hook's memo returns, called", [`function useHttp() { return useMemo(() => ({ get: ${GET} }), []); }`, 'export function useJobs(id) { const http = useHttp(); return useCallback(() => http.get(`/projects/${id}/builds`), [http, id]); }']],
    ['a verb of the object no call reads, whose request goes through the same inner function (never made)', ['function createHttp() {', '  function call(method, path) { return fetch(API + path, { method }); }', "  return { get: (path) => call('GET', path), post: (path) => call('POST', path) };", '}', 'const http = createHttp();', 'export const a = (id) => http.get(`/projects/${id}/builds`);']],
    ['the object of verbs called', [`const http = { get: ${GET} };`, 'export const a = (id) => http.get(`/projects/${id}/builds`);']],
    ['an instance kept in a constant and called', ["class Api { get(path) { return superagent.get(API + path).set('PRIVATE-TOKEN', 't'); } }", 'const api = new Api();', 'export const a = (id) => api.get(`/projects/${id}/builds`);']],
  ])('%s', (_name, lines) => {
    // (A call through an instance of the file's class is proven by no generated case: review.)
    expect(prefix(lines)).toMatch(/^(safe|review)$/);
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
  const prefix = async (files: Record<string, string>, args: string[] = []) => {
    const { report } = await runJson<{ findings: { ruleId: string; fix: string; held?: { unproven?: { name?: string } } }[] }>(['.', ...args], tempProject(files));
    const f = report.findings.find((x) => x.ruleId === 'api-v3-prefix')!;
    return `${f.fix}${f.held?.unproven?.name ? ` ${f.held.unproven.name}` : ''}`;
  };

  it('moves where each importer only calls its methods', async () => {
    expect(await prefix({ 'http.mjs': HTTP, 'jobs.mjs': JOBS.join('\n') })).toBe('safe');
  });
  it('holds where an importer hands an object on, and where a front sees one file', async () => {
    expect(await prefix({ 'http.mjs': HTTP, 'jobs.mjs': [...JOBS, 'globalThis.gitlab = http;', ''].join('\n') })).toBe('manual http');
    expect(await prefix({ 'http.mjs': HTTP, 'jobs.mjs': JOBS.join('\n') }, ['--no-project'])).toBe('manual createHttp');
  });
});
