// Vue and Svelte components: their `<script>` blocks are JavaScript or TypeScript, checked by
// the core on the original text with everything else blanked (same offsets, same lines).
import type { Reader } from '../language.js';
import { maskedDoc, type VirtualDoc } from '../virtual/document.js';
import { svelte, vue } from './kind.js';

export function componentDocs(text: string): VirtualDoc[] {
  const out: VirtualDoc[] = [];
  // A script element's content ends at the first `</script` (as in HTML): no parser needed to find it.
  for (const m of text.matchAll(/<script\b([^>]*)>/gi)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('</script', start);
    if (end < 0) continue;
    const ts = /\blang\s*=\s*["']?(ts|tsx|typescript)\b/i.test(m[1]);
    out.push(maskedDoc(text, [start, end], ts ? '(virtual).ts' : '(virtual).js'));
  }
  return out;
}

export const readers: Readonly<Record<typeof vue.name | typeof svelte.name, Reader>> = { [vue.name]: { documents: componentDocs }, [svelte.name]: { documents: componentDocs } };
