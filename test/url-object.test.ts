// The parts of a URL value (src/core/extract/url-object.ts): marks (zero-width places of a literal,
// an empty template quasi) spell no character, so they must not shift where the origin ends.
import { describe, expect, it } from 'vitest';
import { charsOf, type Item } from '../src/core/extract/template.js';
import { splitUrl } from '../src/core/extract/url-object.js';

const mark = (): Item => ({ kind: 'mark', pos: 0, lit: {} as never, via: [] });
const text = (items: readonly Item[]) => items.map((it) => (it.kind === 'char' ? it.ch : '')).join('');

describe('splitUrl', () => {
  it('cuts origin, pathname, search and hash', () => {
    const p = splitUrl(charsOf('https://gitlab.example.com/api/v3/projects?per_page=5#x'));
    expect([text(p.origin), text(p.pathname), text(p.search), text(p.hash)]).toEqual(['https://gitlab.example.com', '/api/v3/projects', '?per_page=5', '#x']);
  });

  it('is not moved by marks before the scheme (an empty quasi before the URL)', () => {
    const p = splitUrl([mark(), mark(), ...charsOf('https://gitlab.example.com/api/v3/')]);
    expect([text(p.origin), text(p.pathname)]).toEqual(['https://gitlab.example.com', '/api/v3/']);
  });
});
