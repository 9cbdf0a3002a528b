import { describe, expect, it } from 'vitest';
import { mayHoldApiCall } from '../src/core/prefilter.js';

// The fixture harness proves the prefilter lets every file with a finding through; these are the
// words of published packages that must not send a file to the parser.
describe('the prefilter', () => {
  it.each([
    ["const v = require('@smithy/eventstream-serde-config-resolver');", 'an npm scope that starts like /events'],
    ["import { GridEvents } from '../events';", 'an import of a sibling module'],
    ["const file = path.resolve(__dirname, 'profiling/events.json');", 'a file name'],
    ["import x from './features/events/useGridEvents';", 'a folder in an import'],
    ['/* license of "d3.js" (BSD-3-Clause, see </licenses/LICENSE-d3>) */', 'a licence header'],
    ['// http://www.apache.org/licenses/LICENSE-2.0', 'an Apache header'],
    ['const projects = list.filter(Boolean);', 'a variable named projects'],
  ])('turns away %j (%s)', (text) => {
    expect(mayHoldApiCall(text, 'a.js')).toBe(false);
  });

  it.each([
    ["fetch(base + '/events?action=created');"],
    ['fetch(`${base}/events`);'],
    ["get('/projects/' + id + '/events');"],
    ["const API = 'https://gitlab.example.com/api/v3';"],
    ["api.get('/licenses');"],
  ])('lets %j through', (text) => {
    expect(mayHoldApiCall(text, 'a.js')).toBe(true);
  });

  it('turns away declaration files, which make no calls', () => {
    const text = "declare function get(url: '/api/v3/projects'): void;";
    expect(mayHoldApiCall(text, 'client.ts')).toBe(true);
    for (const name of ['client.d.ts', 'client.d.mts', 'client.d.cts', 'CLIENT.D.TS']) expect(mayHoldApiCall(text, name)).toBe(false);
  });
});
