// A wrapper's destructured options and a body it assigns under a test (fixtures/wrapper-options/README.md):
// read where each caller spells them. A method given so is proven (the generated `wrapper-keyed` binding); a query from
// entries and a body the wrapper assigns are for review.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText, fixText } from '../src/core/index.js';
import { ROOT } from './support.js';

const SRC = path.join(ROOT, 'fixtures/wrapper-options');
const read = (file: string) => fs.readFileSync(path.join(SRC, file), 'utf8');
const summary = (file: string) => checkText(read(file), file).findings.map((f) => `${f.start.line} ${f.change} ${f.fix} ${f.held?.carrier ?? f.held?.noRewrite?.kind ?? f.held?.reason ?? ''}`.trim());

describe("a wrapper's options", () => {
  it("a method, query and body given as properties of destructured options are the caller's: fixed at the safe tier (the generated `wrapper-keyed` binding proves them)", () => {
    expect(summary('keyed-method.js')).toEqual(['4 prefix safe', '10 9.0/1 safe', '11 9.0/4 safe', '12 9.0/20 safe', '13 9.0/19 safe', '14 9.0/12 safe']);
    const fixed = fixText(read('keyed-method.js'), 'keyed-method.js').output;
    expect(fixed).toContain("gitlab(`/projects/${project}/unstar`, { method: 'POST' })");
    expect(fixed).toContain("gitlab(`/users/${user}/block`, { method: 'POST' })");
    expect(fixed).toContain("{ method: 'POST', body: { branch: name, ref: 'main' } }");
    expect(fixed).toContain('{ query: { ref: ref, per_page: 100 } }');
    expect(fixed).toContain('gitlab(`/projects/${project}/jobs`)');
    // The property's default stays the wrapper's.
    expect(fixed).toContain("{ method = 'GET', query, body } = {}");
  });

  it("a chain's `.query(query)` and `.send(data)` are links of the request it starts, the caller's query and body: no requests of their own", () => {
    // Before, `.send(data)` was read as a request to the URL `data`: the wrapper's route parameter its body, every call missed.
    expect(summary('chain-options.js')).toEqual(['6 prefix safe', '17 9.0/13 safe', '18 9.0/12 safe', '19 9.0/12 safe']);
    const fixed = fixText(read('chain-options.js'), 'chain-options.js').output;
    expect(fixed).toContain("http.get('/projects')");
    expect(fixed).toContain('{ url, job_events: true }');
    expect(fixed).toContain("http.get(`/projects/${project}/jobs`, { scope: 'running' })");
  });

  it('a property whose default sends nothing (`query = {}`) is read as one with none', () => {
    expect(summary('empty-defaults.js')).toEqual(['4 prefix safe', '10 9.0/19 safe', '11 9.0/20 safe']);
    const fixed = fixText(read('empty-defaults.js'), 'empty-defaults.js').output;
    expect(fixed).toContain('{ query: { ref: ref, per_page: 100 } }');
    expect(fixed).toContain("{ method: 'POST', body: { branch: name, ref: 'main' } }");
  });

  it('options taken apart first in the body, and read there alone, are read as a pattern of the parameter', () => {
    expect(summary('body-pattern.js')).toEqual(['4 prefix safe', '11 9.0/19 safe', '12 9.0/20 safe', '13 9.0/1 safe']);
    const fixed = fixText(read('body-pattern.js'), 'body-pattern.js').output;
    expect(fixed).toContain("gitlab(`/projects/${project}/unstar`, { method: 'POST' })");
    expect(fixed).toContain("{ method: 'POST', body: { branch: name, ref: 'main' } }");
  });

  it('a query set from the entries of `query ?? {}` is the caller\'s object: for review (no generated case sets a query from entries)', () => {
    expect(summary('entries-query.js')).toEqual([
      '2 prefix manual prefix waits',
      '10 9.0/3 review',
      '11 9.0/4 review query from entries',
      '12 9.0/20 review query from entries',
      '13 9.0/27 manual',
      '13 9.0/19 review query from entries',
      '14 9.0/6 review',
    ]);
    const fixed = fixText(read('entries-query.js'), 'entries-query.js', { fixReview: true }).output;
    expect(fixed).toContain("gitlab(`/todos/${todo}/mark_as_done`, { method: 'POST' })");
    expect(fixed).toContain('{ query: { ref: ref } }');
    expect(fixed).toContain("const API = 'https://gitlab.example.com/api/v4';");
    expect(fixText(read('entries-query.js'), 'entries-query.js').output).toBe(read('entries-query.js'));
  });

  it('a body the wrapper assigns once under a test is the caller\'s object', () => {
    // Kept in a constant of the wrapper before it is sent (`const payload = body`), still the same shape.
    expect(summary('assigned-body.js')).toEqual(['2 prefix manual prefix waits', '10 9.0/20 review body a wrapper assigns', '22 9.0/15 review body a wrapper assigns']);
    const fixed = fixText(read('assigned-body.js'), 'assigned-body.js', { fixReview: true }).output;
    expect(fixed).toContain("{ branch: name, ref: 'main' }");
    expect(fixed).toContain('/api/v4');
  });

  it("a serialiser's text after the URL's `?` of the caller's object is its query, through a function that hands its own parameter on as a property: for review", () => {
    expect(summary('serialised-query.js')).toEqual([
      '2 prefix manual prefix waits',
      '16 events/target_type review query from a helper',
      '17 9.0/13 review query from a helper',
      '18 events/target_type review query from a helper',
    ]);
    const fixed = fixText(read('serialised-query.js'), 'serialised-query.js', { fixReview: true }).output;
    expect(fixed).toContain("{ query: { action: 'closed', target_type: 'issue' } }");
    expect(fixed).toContain("api.get('/projects', { simple: 'true', starred: true })");
    expect(fixed).toContain("{ action: 'merged', target_type: 'merge_request' }");
    expect(fixed).toContain('/api/v4');
    expect(fixText(read('serialised-query.js'), 'serialised-query.js').output).toBe(read('serialised-query.js'));
  });

  it('a body assigned in a loop, options the call does not spell and options changed before they are taken apart stay unread: the base waits', () => {
    expect(summary('traps.js')).toEqual(['2 prefix manual prefix waits', '13 9.0/3 manual method unread', '14 9.0/20 manual params hidden', '23 9.0/4 manual method unread']);
    expect(fixText(read('traps.js'), 'traps.js', { fixReview: true }).output).toBe(read('traps.js'));
  });
});
