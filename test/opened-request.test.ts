// The registry's `opened` style (fixtures/projects/split-verb-object-js/README.md): a request object
// the code constructs and opens (`xhr.open(method, url)`), its body what its send member is given.
import { describe, expect, it } from 'vitest';
import { checkText, fixText } from '../src/core/index.js';

const summary = (text: string) => checkText(text, 'page.js').findings.map((f) => `${f.start.line} ${f.change} ${f.fix} ${f.held?.carrier ?? f.held?.noRewrite?.kind ?? f.held?.reason ?? ''}`.trim());

const OPENED = `const API = 'https://gitlab.example.com/api/v3';
export function star(id) {
  const xhr = new XMLHttpRequest();
  xhr.open('DELETE', API + '/projects/' + id + '/star', true);
  xhr.setRequestHeader('PRIVATE-TOKEN', 'token');
  xhr.onload = () => console.log(xhr.status);
  xhr.send();
}
export function rename(id, name) {
  const xhr = new XMLHttpRequest();
  xhr.open('POST', \`\${API}/projects/\${id}/repository/branches\`);
  xhr.send(JSON.stringify({ branch_name: name, ref: 'main' }));
}
`;

describe('a request object the code opens', () => {
  it('is read as a request: its method first, its URL second, its body what `send` is given; fixed for review only', () => {
    expect(summary(OPENED)).toEqual(['1 prefix manual prefix waits', '4 9.0/1 review style not proven', '12 9.0/20 review style not proven']);
    const fixed = fixText(OPENED, 'page.js', { fixReview: true }).output;
    expect(fixed).toContain("xhr.open('POST', API + '/projects/' + id + '/unstar', true)");
    expect(fixed).toContain("{ branch: name, ref: 'main' }");
    expect(fixed).toContain('/api/v4');
    expect(fixText(OPENED, 'page.js').output).toBe(OPENED);
  });

  it('a page opened (`window.open`), an object opened twice or handed on before it is sent: no request read, and the base waits on them', () => {
    const traps = `const API = 'https://gitlab.example.com/api/v3';
export const page = (id) => window.open(API + '/projects/' + id + '/builds');
export function twice(id) {
  const xhr = new XMLHttpRequest();
  xhr.open('GET', API + '/projects/' + id + '/builds');
  xhr.open('POST', API + '/projects/' + id + '/builds/1/retry');
  xhr.send();
}
export function handed(id, body, prepare) {
  const xhr = new XMLHttpRequest();
  xhr.open('POST', API + '/projects/' + id + '/repository/branches');
  prepare(xhr);
  xhr.send(body);
}
`;
    const found = summary(traps);
    expect(found[0]).toMatch(/^1 prefix manual/);
    expect(found.some((f) => f.startsWith('2 '))).toBe(false);
    // Each opening is a request (its route named); the body of an object handed on before it is sent is not read.
    expect(found.filter((f) => / 9\.0\/12 /.test(f)).map((f) => f.split(' ')[0])).toEqual(['5', '6']);
    expect(found).toContain('11 9.0/20 manual params hidden');
    expect(fixText(traps, 'page.js', { fixReview: true }).output).toBe(traps);
  });
});
