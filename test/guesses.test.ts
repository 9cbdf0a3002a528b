// The name-keyed guesses of core/extract/guesses.ts that no fixture covers: each case fails if its guess
// goes (the same call under another name is found, or fixed).
import { describe, expect, it } from 'vitest';
import { checkText, fixText } from '../src/core/check.js';

const changes = (text: string) => checkText(text, 'a.js').findings.map((f) => f.change);

describe('guesses from names', () => {
  it('PROBE_NAMES: a version probe is reported, held for review, and never rewritten', () => {
    const call = "{ return axios.get('https://gitlab.example.com/api/v3/projects/owned'); }\n";
    const probe = `export async function detectV3() ${call}`;
    const plain = `export async function ownedProjects() ${call}`;
    expect(checkText(probe, 'a.js').findings.find((f) => f.change === '9.0/13')?.held?.reason).toBe('probe');
    expect(fixText(probe, 'a.js').output).toBe(probe);
    expect(fixText(plain, 'a.js').output).not.toBe(plain);
  });

  it('LOGGERS: a logger named like a client makes no request', () => {
    expect(changes("export const jobs = (id) => logger.get('/projects/' + id + '/builds');\n")).toEqual([]);
    expect(changes("export const jobs = (id) => gitlab.get('/projects/' + id + '/builds');\n")).toEqual(['9.0/12']);
  });

  it('NOT_CLIENTS: a built-in that hands the URL on (`String`, a string\'s `concat`) is no client of its own that holds the base', () => {
    const client = (url: string) => `const BASE = 'https://gitlab.example.com/api/v3';\nexport const jobs = () => fetch(${url}, { headers: { 'PRIVATE-TOKEN': 't' } });\n`;
    const fixed = (url: string) => fixText(client(url), 'a.js').output;
    expect(fixed("String(BASE + '/projects/5/builds')")).toContain("fetch(String(BASE + '/projects/5/jobs')");
    expect(fixed("BASE.concat('/projects/5/builds')")).toContain("fetch(BASE.concat('/projects/5/jobs')");
    // A function of the project's own under a name not listed: a request the tool cannot read, on the base, which waits.
    expect(fixed("Strung(BASE + '/projects/5/builds')")).toBe(client("Strung(BASE + '/projects/5/builds')"));
  });
});
