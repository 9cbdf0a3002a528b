// The reads and writes a tie by a property's name counts (src/core/extract/property-tie.ts): what the
// evaluator may tie in project mode, and what the base proof must find every read of.
import { describe, expect, it } from 'vitest';
import { parse } from '../src/core/parse/parse.js';
import { FileIndex, sourceOf } from '../src/core/extract/scope.js';
import { propertyReads, propertyWrites, readName, tieable } from '../src/core/extract/property-tie.js';

const indexOf = (text: string) => new FileIndex(parse(text, 'a.js'), text, 'a.js');

describe('propertyWrites', () => {
  it('counts a key, a shorthand, an assignment and a class member, each once', () => {
    const text = "const a = { apiUrl: 'x' };\nconst b = { apiUrl };\nctx.apiUrl = 'y';\nclass C { apiUrl = 'z'; }\nctx.apiUrl += '/';\n";
    const writes = propertyWrites(indexOf(text), text, 'apiUrl')!;
    expect(writes).toHaveLength(5);
    // A compound assignment writes no value of its own: it counts, with none.
    expect(writes.filter((w) => !w.value)).toHaveLength(1);
  });

  it('is unknown where a quoted or computed key spells the name', () => {
    for (const text of ["const a = { 'apiUrl': 'x' };", 'o["apiUrl"] = v;']) expect(propertyWrites(indexOf(text), text, 'apiUrl')).toBeUndefined();
  });

  it('does not take a pattern for a write', () => {
    const text = 'const { apiUrl } = useContext(Ctx);';
    expect(propertyWrites(indexOf(text), text, 'apiUrl')).toEqual([]);
  });
});

describe('propertyReads and readName', () => {
  const text = 'const { apiUrl, token } = useContext(Ctx);\nfetch(`${apiUrl}/x`);\nfetch(state.settings.apiUrl + "/y");\nconst { apiUrl: { nested } } = other;\n';
  const index = indexOf(text);

  it('finds each member read, each reference of a name a pattern takes, and a nested pattern as itself', () => {
    expect(propertyReads(index, 'apiUrl').map((n) => sourceOf(n))).toEqual(['apiUrl', 'state.settings.apiUrl', 'apiUrl: { nested }']);
  });

  it('names the property a read stands for', () => {
    expect(propertyReads(index, 'apiUrl').slice(0, 2).map((n) => readName(index, n))).toEqual(['apiUrl', 'apiUrl']);
  });
});

describe('tieable', () => {
  it('never a key a client of the registry takes, nor a read on a parameter its type describes', () => {
    const text = 'function a(ctx) { return ctx.api; }\nfunction b(opts: { api: string }) { return opts.api; }\nconst c = cfg.baseURL;\n';
    const index = new FileIndex(parse(text, 'a.ts'), text, 'a.ts');
    const reads = [...propertyReads(index, 'api'), ...propertyReads(index, 'baseURL')];
    expect(reads.map((r) => tieable(index, r, readName(index, r)!))).toEqual([true, false, false]);
  });
});
