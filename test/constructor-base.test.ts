// A base handed to the constructor of a class the file keeps (`new GitLab(API_V3)`) is read through
// the constructor's parameter and the class's getters (extract/evaluate.ts `constructorArgument`,
// `getterValue`), and moves only when all the class keeps of it is read by requests on it
// (decide/base-proof.ts `constructedUnseen`). The good case and one trap are fixtures
// (fixtures/regressions/base-handed-to-constructor*.js); these are the other traps, each of which
// must leave the base and the route fix unmade, and reported.
import { describe, expect, it } from 'vitest';
import { checkText } from '../src/core/check.js';

const CLASS = [
  'class GitLab {',
  '  constructor(api) {',
  '    this.api = api;',
  '  }',
  '  get root() {',
  "    return this.api + '/projects/1';",
  '  }',
  '  jobs() {',
  "    return fetch(`${this.root}/builds`, { headers: { 'PRIVATE-TOKEN': 't' } });",
  '  }',
  '  MORE',
  '}',
  '',
].join('\n');

const fixes = (text: string) => checkText(text, 'src/gitlab.js', { fixReview: true }).findings.map((f) => `${f.start.line} ${f.change} ${f.fix}`);

const held = (more: string, rest: string[]) => fixes(CLASS.replace('  MORE', more) + rest.join('\n'));

describe('a base handed to the constructor of a class the file keeps', () => {
  it('moves with the route fixes when the instance stays in the file and only requests read what the class keeps', () => {
    expect(held('', ["const gl = new GitLab('https://gitlab.example.com/api/v3');", 'export const run = () => gl.jobs();'])).toEqual(['9 9.0/12 safe', '13 prefix safe']);
  });

  it('waits when the instance is exported (other files may read its fields)', () => {
    expect(held('', ["export const gl = new GitLab('https://gitlab.example.com/api/v3');"])).toEqual(['9 9.0/12 manual', '13 prefix manual']);
  });

  it('waits when the class hands `this` on', () => {
    expect(held('  hook(cb) {\n    cb(this);\n  }', ["const gl = new GitLab('https://gitlab.example.com/api/v3');", 'export const run = (cb) => (gl.hook(cb), gl.jobs());'])).toEqual([
      '9 9.0/12 manual',
      '15 prefix manual',
    ]);
  });

  it("waits when a getter's value is read other than by a request", () => {
    expect(held('  url() {\n    return this.root;\n  }', ["const gl = new GitLab('https://gitlab.example.com/api/v3');", 'export const run = () => (gl.jobs(), gl.url());'])).toEqual([
      '9 9.0/12 manual',
      '15 prefix manual',
    ]);
  });

  it('reads no one value where the instances are given different bases', () => {
    const out = held('', ["const a = new GitLab('https://gitlab.example.com/api/v3');", "const b = new GitLab('https://other.example.com/api/v4');", 'export const run = () => (a.jobs(), b.jobs());']);
    expect(out.filter((f) => f.endsWith('safe') || f.endsWith('review'))).toEqual([]);
  });

  it("does not guess that its methods' arguments are paths on the base", () => {
    const out = held('  createBranch(name) {\n    return fetch(`${this.root}/repository/branches`, { method: \'POST\', body: JSON.stringify({ branch: name }) });\n  }', [
      "const gl = new GitLab('https://gitlab.example.com/api/v3');",
      "export const run = () => (gl.jobs(), gl.createBranch('release'));",
    ]);
    expect(out).toEqual(['9 9.0/12 safe', '15 prefix safe']);
  });
});
