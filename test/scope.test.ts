// A name resolves to the binding the language gives it: the traps are names an outer binding spells too.
import { describe, expect, it } from 'vitest';
import { parse } from '../src/core/parse/parse.js';
import { FileIndex } from '../src/core/extract/scope.js';

const indexOf = (text: string) => new FileIndex(parse(text, 'a.js'), text, 'a.js');

/** The kind of binding each read of `name` (not a declaration's own name) resolves to, in source order. */
function reads(text: string, name: string): string[] {
  const index = indexOf(text);
  const ids = index.identifiers.filter((i) => i.name === name && index.isReference(i));
  const declared = new Set(ids.map((i) => index.resolve(i)?.id.range[0]));
  return ids.filter((i) => !declared.has(i.range[0])).map((i) => index.resolve(i)?.kind ?? 'none');
}

describe('scope', () => {
  it('a catch clause names its own parameter', () => {
    const text = "const e = '/api/v3';\ntry { go(); } catch (e) { log(e); }\nget(e);\n";
    const index = indexOf(text);
    const inner = index.identifiers.filter((i) => i.name === 'e' && index.isReference(i) && index.resolve(i)?.id !== i).map((i) => index.resolve(i)?.init);
    // The read inside the clause is the clause's (no value); the one after it the constant's.
    expect(inner.map((init) => init?.type ?? 'none')).toEqual(['none', 'Literal']);
  });

  it('a destructured catch parameter is the clause\'s too', () => {
    expect(reads("const response = 1;\ntry { go(); } catch ({ response }) { log(response); }\n", 'response')).toEqual(['let']);
  });

  it('a function expression sees its own name, under its parameters', () => {
    expect(reads('const retry = 3;\nconst f = function retry(n) { return n ? retry(n - 1) : 0; };\nuse(retry);\n', 'retry')).toEqual(['function', 'const']);
    expect(reads('const g = function retry(retry) { return retry; };\n', 'retry').at(-1)).toBe('param');
  });
});
