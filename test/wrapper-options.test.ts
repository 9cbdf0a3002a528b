// A wrapper's destructured options and a body it assigns under a test (fixtures/wrapper-options/README.md):
// read where each caller spells them, fixed for review only (no generated differential case has them).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText, fixText } from '../src/core/index.js';
import { ROOT } from './support.js';

const SRC = path.join(ROOT, 'fixtures/wrapper-options');
const read = (file: string) => fs.readFileSync(path.join(SRC, file), 'utf8');
const summary = (file: string) => checkText(read(file), file).findings.map((f) => `${f.start.line} ${f.change} ${f.fix} ${f.held?.carrier ?? f.held?.noRewrite?.kind ?? f.held?.reason ?? ''}`.trim());

describe("a wrapper's options", () => {
  it('a method, query and body given as properties of destructured options are the caller\'s: fixed for review', () => {
    expect(summary('keyed-method.js')).toEqual([
      '2 prefix manual prefix waits',
      '10 9.0/3 review',
      '11 9.0/4 review query from entries',
      '12 9.0/20 review query from entries',
      '13 9.0/27 manual',
      '13 9.0/19 review query from entries',
      '14 9.0/6 review',
    ]);
    const fixed = fixText(read('keyed-method.js'), 'keyed-method.js', { fixReview: true }).output;
    expect(fixed).toContain("gitlab(`/todos/${todo}/mark_as_done`, { method: 'POST' })");
    expect(fixed).toContain("gitlab(`/users/${user}/block`, { method: 'POST' })");
    expect(fixed).toContain("{ method: 'POST', json: { branch: name, ref: 'main' } }");
    expect(fixed).toContain('{ query: { ref: ref } }');
    expect(fixed).toContain("const API = 'https://gitlab.example.com/api/v4';");
    // The property's default stays the wrapper's.
    expect(fixed).toContain("{ method = 'GET', query, json } = {}");
    // Nothing at the safe tier.
    expect(fixText(read('keyed-method.js'), 'keyed-method.js').output).toBe(read('keyed-method.js'));
  });

  it('a body the wrapper assigns once under a test is the caller\'s object', () => {
    expect(summary('assigned-body.js')).toEqual(['2 prefix manual prefix waits', '10 9.0/20 review body a wrapper assigns']);
    const fixed = fixText(read('assigned-body.js'), 'assigned-body.js', { fixReview: true }).output;
    expect(fixed).toContain("{ branch: name, ref: 'main' }");
    expect(fixed).toContain('/api/v4');
  });

  it('a body assigned in a loop and options the call does not spell stay unread: the base waits', () => {
    expect(summary('traps.js')).toEqual(['2 prefix manual prefix waits', '13 9.0/3 manual method unread', '14 9.0/20 manual params hidden']);
    expect(fixText(read('traps.js'), 'traps.js', { fixReview: true }).output).toBe(read('traps.js'));
  });
});
