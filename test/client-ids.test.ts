// A v3-only client library's method called with an object's global id where the v4 route takes
// the iid: the finding names the value and its iid (fixtures/regressions/iid-client-library.js),
// from the `id` column of the client table (src/rulebook/clients.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkText } from '../src/core/index.js';

const FILE = fileURLToPath(new URL('../fixtures/regressions/iid-client-library.js', import.meta.url));
const text = readFileSync(FILE, 'utf8');
const findings = checkText(text, 'iid-client-library.js').findings.filter((f) => f.change === '9.0/33');
const on = (call: string) => {
  const line = text.split('\n').findIndex((l) => l.includes(call)) + 1;
  return findings.filter((f) => f.start.line === line);
};

describe('global ids passed to a v3-only client library', () => {
  it('names the argument that must become the iid (by position)', () => {
    expect(on('gitlab.issues.show(project.id, issue.id').map((f) => f.message).join()).toContain('pass `issue.iid` when the call moves');
    expect(on('gitlab.notes.create(').map((f) => f.message).join()).toContain('pass `issue.iid` when the call moves');
  });
  it('names it by its key in an options object (node-gitlab)', () => {
    expect(on('client.mergeRequests.get(').map((f) => f.message).join()).toContain('pass `mr.iid` when the call moves');
  });
  it('says nothing of an iid, and edits nothing', () => {
    expect(on('issue.iid, cb').map((f) => f.message).join()).not.toContain('when the call moves');
    expect(findings.every((f) => f.fix === 'manual')).toBe(true);
  });
});
