// Vue and Svelte components: their `<script>` blocks are JavaScript or TypeScript, checked by
// the core on the original text with everything else blanked (same offsets, same lines). A
// Svelte component's markup expressions run in its instance script's scope: they are read in the
// same document, each a statement of its own (markup.ts), as its module script's bindings are.
import { parse } from '../../core/parse/parse.js';
import type { Reader } from '../language.js';
import { maskedDoc, type VirtualDoc } from '../virtual/document.js';
import { svelte, vue } from './kind.js';
import { markupExpressions } from './markup.js';

interface Script {
  /** The element, tags included: what the markup is not. */
  element: [number, number];
  /** Its content: the code. */
  code: [number, number];
  ts: boolean;
}

function scriptsOf(text: string): Script[] {
  const out: Script[] = [];
  // A script element's content ends at the first `</script` (as in HTML): no parser needed to find it.
  for (const m of text.matchAll(/<script\b([^>]*)>/gi)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('</script', start);
    if (end < 0) continue;
    const close = text.indexOf('>', end);
    out.push({
      element: [m.index, close < 0 ? text.length : close + 1],
      code: [start, end],
      ts: /\blang\s*=\s*["']?(ts|tsx|typescript)\b/i.test(m[1]),
    });
  }
  return out;
}

const parseAs = (ts: boolean) => (ts ? '(virtual).ts' : '(virtual).js');

function vueDocs(text: string): VirtualDoc[] {
  return scriptsOf(text).map((s) => maskedDoc(text, [s.code], parseAs(s.ts)));
}

/** A Svelte component is one scope: its module script's bindings are the instance script's and the markup's. */
function svelteDocs(text: string): VirtualDoc[] {
  const scripts = scriptsOf(text);
  const styles = [...text.matchAll(/<style\b[^>]*>/gi)].map((m): [number, number] => {
    const end = text.indexOf('</style', m.index);
    return [m.index, end < 0 ? text.length : end];
  });
  const as = parseAs(scripts.some((s) => s.ts));
  const code = scripts.map((s) => s.code);
  const alone = code.length ? maskedDoc(text, code, as) : undefined;
  const markup = markupExpressions(text, [...scripts.map((s) => s.element), ...styles], alone?.code ?? '', as);
  if (!markup.length) return alone ? [alone] : [];
  const doc = maskedDoc(text, [...code, ...markup.map((m) => m.range)], as, markup.flatMap((m) => m.braces));
  // A script whose last statement runs on into the first block (no line between): its markup is not read.
  return parsesAs(doc.code!, as) || !alone ? [doc] : [alone];
}

const parsesAs = (code: string, as: string) => {
  try {
    parse(code, as);
    return true;
  } catch {
    return false;
  }
};

export const readers: Readonly<Record<typeof vue.name | typeof svelte.name, Reader>> = { [vue.name]: { documents: vueDocs }, [svelte.name]: { documents: svelteDocs } };
