// Routes named where no request is seen whole (fixtures/route-ends/README.md): a URL whose start the
// run does not show, its path the rest of a route under a scope, and a route handed to code the run
// does not read as a request. Named for a person, never fixed.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText, fixText } from '../src/core/index.js';
import { ROOT } from './support.js';

const SRC = path.join(ROOT, 'fixtures/route-ends');
const read = (file: string) => fs.readFileSync(path.join(SRC, file), 'utf8');

describe('routes read from their end', () => {
  it('in a file that speaks to GitLab, the rest of a project route after an unseen start is named, manual, never fixed', () => {
    const text = read('speaks.js');
    const findings = checkText(text, 'speaks.js').findings;
    expect(findings.map((f) => `${f.start.line} ${f.change} ${f.held?.noRewrite?.kind ?? f.held?.reason}`)).toEqual([
      '6 9.0/12 route start unseen',
      '7 9.0/12 route start unseen',
      '8 9.0/11 route start unseen',
      '9 9.0/22 route start unseen',
      // A route from the root after the unseen start is read as it always was.
      '11 9.0/12 base untied',
    ]);
    for (const f of findings.slice(0, 4)) expect(f).toMatchObject({ fix: 'manual', held: { reason: 'no rewrite', noRewrite: { kind: 'route start unseen', scope: 'projects/:id' } } });
    expect(fixText(text, 'speaks.js', { fixReview: true }).output).toBe(text);
  });

  it("where the file does not speak to GitLab, the value the URL starts with may say it by its name; another service's stays silent", () => {
    expect(checkText(read('named.js'), 'named.js').findings.map((f) => `${f.start.line} ${f.change} ${f.held?.noRewrite?.kind ?? f.held?.reason}`)).toEqual(['3 9.0/12 route start unseen', '6 9.0/11 route start unseen', '9 9.0/4 base unseen']);
    expect(checkText(read('traps.js'), 'traps.js').findings).toEqual([]);
  });

  it('a route from the root handed to code the run does not read as a request is named, tied to no base, never fixed', () => {
    const text = read('handed.js');
    const findings = checkText(text, 'handed.js').findings;
    expect(findings.map((f) => `${f.start.line} ${f.change} ${f.fix}`)).toEqual(['5 9.0/11 manual', '6 9.0/7 manual']);
    expect(fixText(text, 'handed.js', { fixReview: true }).output).toBe(text);
  });
});
