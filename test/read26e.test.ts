// The known misses of the fifth and sixth blind corpora, by class (issue 26, read26e): each is read
// as a mechanism over the registry's data, on fixtures of its own with their traps.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText, fixText } from '../src/languages/index.js';
import { ROOT, runJson } from './support.js';

const SRC = path.join(ROOT, 'fixtures/read26e');
const read = (name: string) => fs.readFileSync(path.join(SRC, name), 'utf8');
const lines = (text: string, file: string) => checkText(text, file).findings.map((f) => `${f.start.line} ${f.change}`);

describe('read26e: package.json dependency specs wherever package managers take them', () => {
  it('an npm: alias, a git URL at a tag of the library\'s repository, a tarball, a dist-tag of a library no version of which speaks v4, overrides, pnpm overrides and resolutions', () => {
    const file = 'read26e-manifest/package.json';
    expect(lines(read(file), file)).toEqual([
      '5 prefix', // npm:gitlab@^1.7.0
      '7 prefix', // the library's repository at semver:~1.8.0
      '9 prefix', // node-gitlab@next: no version speaks v4
      '10 prefix', // gl-got 7.0.0's tarball
      '16 prefix', // a nested override taking $legacy-gitlab's spec
      '23 prefix', // pnpm: parent>gitlab
      '28 prefix', // yarn: **/node-gitlab
    ]);
    // Traps: an alias to gitlab 3.x (6), a fork's repository at a 1.x tag (8), a path (11), an override's own
    // package (15), gl-got 9 (17), an override to 3.1.1 (19), gl-got 8 (24), a resolution to gitlab 3 (29).
  });
});

describe('read26e: a route read with no method reports what its parameters allow', () => {
  it('a paging parameter says a list is read (a GET): the member add\'s 409 (9.0/24, POST) is not its; the same route unpaged may be the add', () => {
    const file = 'read26e-routes.json.dist';
    // Traps: 5 (project members, paged) and 7 (group members, paged).
    expect(lines(read(file), file)).toEqual(['3 prefix', '6 9.0/24', '8 9.0/14']);
  });
});

describe('read26e: Python verbs named by value and keywords handed on as one section', () => {
  const file = 'read26e_getattr.py';
  it('getattr(session, verb)(urljoin(root, path), params=query): each caller\'s method, relative path and keywords', () => {
    // Traps: 23 (members, paged), 26 (POST star did not change), 29 (getattr of no client).
    expect(lines(read(file), file)).toEqual(['9 prefix', '17 9.0/3', '20 9.0/28', '33 prefix', '33 9.0/1', '44 9.0/12']);
  });
  it('a path a caller gives from the root (urljoin drops the base\'s path) leaves the join unread: nothing is fixed there', () => {
    const fixed = fixText(read(file), file, { fixReview: true }).output;
    expect(fixed.split('\n')[43]).toBe(read(file).split('\n')[43]);
    expect(checkText(read(file), file).findings.find((f) => f.start.line === 44)?.fix).toBe('manual');
  });
});

describe('read26e: component values — a URL getter, Svelte 5 runes', () => {
  it('a URL given as a getter of no parameters is the URL it returns; a function of parameters is not read, and holds its base', () => {
    const file = 'read26e_Getter.vue';
    // Traps: 7 (a pipeline did not change), 8 (a function of a page number: unread).
    const found = checkText(read(file), file).findings;
    expect(found.map((f) => `${f.start.line} ${f.change}`)).toEqual(['4 prefix', '6 9.0/12']);
    expect(fixText(read(file), file, { fixReview: true }).output).toBe(read(file));
  });
  it('$derived(url) and $derived.by(() => url) read as the URL they derive, fetched in an $effect', () => {
    const file = 'read26e_Runes.svelte';
    // Trap: 8 (members, paged).
    expect(lines(read(file), file)).toEqual(['4 prefix', '6 9.0/12', '7 9.0/27', '7 8.17/6']);
    const fixed = fixText(read(file), file, { fixReview: true }).output.split('\n');
    expect(fixed[5]).toContain('/projects/${projectId}/jobs?scope=${scope}');
    expect(fixed[6]).toContain('/projects/${projectId}/deploy_keys`');
    expect(fixed[3]).toContain('/api/v4');
  });
});

describe("read26e: SvelteKit's $lib alias, as the framework defines it", () => {
  interface Report {
    findings: { file: string; line: number; change: string; fix: string }[];
  }
  const run = async (dir: string) => (await runJson<Report>(['--no-cache', '.'], path.join(SRC, dir))).report.findings.map((f) => `${f.file}:${f.line} ${f.change}`);
  it('$lib/… is src/lib of the app whose package.json depends on @sveltejs/kit: the page\'s calls are the wrapper\'s, on its v3 base', async () => {
    // Trap: +page.svelte:6 (one label).
    expect(await run('read26e-kit')).toEqual(['src/lib/gl.js:2 prefix', 'src/routes/issues/+page.svelte:5 9.0/28']);
  });
  it('without SvelteKit, $lib/… is no module of the project: the wrapper\'s base is held by callers it cannot see', async () => {
    expect(await run('read26e-nokit')).toEqual(['src/lib/gl.js:2 prefix']);
  });
});

describe('read26e: a watcher\'s callback and query pairs mapped from a list', () => {
  const file = 'read26e_Watch.vue';
  it("watch(() => props.issue.id, (id) => …): the id is the source's; an iid list's `iid[]` pairs read from the map's template", () => {
    // Traps: 12 (the watched iid), 22 (labels[] pairs are no comma list).
    const found = checkText(read(file), file).findings;
    expect(found.map((f) => `${f.start.line} ${f.change}`)).toEqual(['5 prefix', '9 9.0/33', '15 9.0/33', '19 9.0/22']);
    expect(found.find((f) => f.start.line === 9)?.message).toContain('`props.issue.id` reaches the path as `id`');
  });
  it('the watched source is not edited; the pair is renamed in the template every item goes through', () => {
    const fixed = fixText(read(file), file, { fixReview: true }).output.split('\n');
    expect(fixed[7]).toBe(read(file).split('\n')[7]);
    expect(fixed[18]).toContain("iids.map((i) => `iids[]=${i}`).join('&')");
  });
});
