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
});
