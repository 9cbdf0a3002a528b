// An object of request functions given to a function's parameter (fixtures/handed-objects/README.md):
// the calls on the parameter are the object's, on its base, where every call gives that one object.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText, fixText } from '../src/core/index.js';
import { ROOT } from './support.js';

const SRC = path.join(ROOT, 'fixtures/handed-objects');
const read = (file: string) => fs.readFileSync(path.join(SRC, file), 'utf8');
const summary = (file: string) => checkText(read(file), file).findings.map((f) => `${f.start.line} ${f.change} ${f.fix} ${f.held?.unproven?.kind ?? f.held?.reason ?? ''}`.trim());

describe('an object of request functions given to a parameter', () => {
  it("the calls on the parameter are the object's calls, and move with its base", () => {
    expect(summary('given.js')).toEqual(['6 prefix safe', '16 9.0/13 safe', '17 9.0/12 safe']);
    const fixed = fixText(read('given.js'), 'given.js').output;
    expect(fixed).toContain('const root = `${url}/api/v4`;');
    expect(fixed).toContain("http.get('/projects?owned=true', { per_page: 100 })");
    expect(fixed).toContain("http.get(`/projects/${project}/jobs`, { scope: 'failed' })");
  });

  it('a call with no v4 form gets a v3 copy of the function beside it in the factory\'s object; a method change calls its sibling', () => {
    // A check without --fix-review offers no copy: the call holds the base.
    expect(summary('copied.js')).toEqual(['8 prefix manual prefix waits', '19 9.0/12 manual base waits', '20 9.0/7 manual no split', '21 9.0/12 manual base waits', '22 9.0/4 review']);
    const fixed = fixText(read('copied.js'), 'copied.js', { fixReview: true }).output;
    expect(fixed).toContain('const root = `${url}/api/v4`;');
    expect(fixed).toContain("    getV3: (path, query = {}) => agent.get(root.replace(/\\/api\\/v4(?=\\/?$)/, '/api/v3') + path).query(query).then((res) => res.body),");
    expect(fixed).toContain('http.getV3(`/projects/${project}/repository/commits/${sha}/builds`)');
    expect(fixed).toContain("http.get(`/projects/${project}/jobs`, { scope: 'failed' })");
    expect(fixed).toContain('http.post(`/users/${user}/unblock`)');
    // The split is a review fix: plain --fix writes nothing.
    expect(fixText(read('copied.js'), 'copied.js').output).toBe(read('copied.js'));
  });

  it('an object whose keys are listed gets no copy: the base waits', () => {
    expect(summary('copy-traps.js')).toEqual(['6 prefix manual prefix waits', '16 9.0/12 manual base waits', '17 9.0/7 manual no split']);
    expect(fixText(read('copy-traps.js'), 'copy-traps.js', { fixReview: true }).output).toBe(read('copy-traps.js'));
  });

  it('a parameter also handed on whole holds the base, and its calls wait', () => {
    expect(summary('traps.js')).toEqual(['6 prefix manual route is a parameter', '16 9.0/13 manual base waits']);
    expect(fixText(read('traps.js'), 'traps.js', { fixReview: true }).output).toBe(read('traps.js'));
  });
});
