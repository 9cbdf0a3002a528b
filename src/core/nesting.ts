// How deep a text's syntax tree could nest, told without parsing it: oxc-parser recurses on the
// native stack, where a tree too deep ends the process instead of throwing (parse.ts asks first).

/** Deeper than any hand-written code, and below where typescript-estree gives up. */
export const MAX_NESTING = 2500;

// Character classes for the scan below, by char code (ASCII; anything else is a word character).
const OTHER = 0, CHAIN = 1, SPACE = 2;
const CLASS = new Uint8Array(128);
for (const c of '+-*/%&|^!~?:<>=.') CLASS[c.charCodeAt(0)] = CHAIN;
for (const c of ' \t\r') CLASS[c.charCodeAt(0)] = SPACE;
const classOf = (code: number) => (code < 128 ? CLASS[code] : OTHER);

/**
 * An estimate, from above, of how deep the syntax tree of `text` nests, in one pass without a
 * parser: brackets nest, and so do the operators of one expression (`'a' + 'b' + …` is a tree as
 * deep as it is long). Each open bracket (or template `${`) counts 1, plus the operator
 * characters (of `a + b + …`, `a.b.c…`, `!!…`, `a ? b : c ? …`) met at its level since the last
 * `;`, `,` or line break that ends a statement. Strings, template text and comments are skipped;
 * a regular expression is read as code, which only raises the estimate.
 */
export function nestingBound(text: string): number {
  // Per open level: its operator count, and whether its `}` resumes a template's text.
  const counts: number[] = [0];
  const inTemplate: boolean[] = [false];
  let sum = 0;
  let max = 0;
  let last = OTHER;
  const endStatement = () => {
    sum -= counts[counts.length - 1];
    counts[counts.length - 1] = 0;
  };
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    let cls = classOf(c);
    if (c === 0x60 /* ` */ || (c === 0x7d /* } */ && inTemplate[inTemplate.length - 1])) {
      if (c === 0x7d) {
        sum -= counts.pop()! + 1;
        inTemplate.pop();
      }
      // Template text, up to its end or the next `${`.
      for (i++; i < n; i++) {
        const t = text.charCodeAt(i);
        if (t === 0x5c /* \ */) i++;
        else if (t === 0x60 || (t === 0x24 /* $ */ && text.charCodeAt(i + 1) === 0x7b)) break;
      }
      if (text.charCodeAt(i) === 0x24) {
        i++;
        counts.push(0);
        inTemplate.push(true);
        sum++;
      }
      cls = OTHER;
    } else if (c === 0x22 || c === 0x27 /* " ' */) {
      for (i++; i < n; i++) {
        const t = text.charCodeAt(i);
        if (t === 0x5c) i++;
        else if (t === c || t === 0x0a) break;
      }
      cls = OTHER;
    } else if (c === 0x2f /* / */ && text.charCodeAt(i + 1) === 0x2f) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? n : end - 1;
      continue;
    } else if (c === 0x2f && text.charCodeAt(i + 1) === 0x2a /* * */) {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? n : end + 1;
      continue;
    } else if (c === 0x28 || c === 0x5b || c === 0x7b /* ( [ { */) {
      counts.push(0);
      inTemplate.push(false);
      sum++;
    } else if (c === 0x29 || c === 0x5d || c === 0x7d /* ) ] } */) {
      if (counts.length > 1) {
        sum -= counts.pop()! + 1;
        inTemplate.pop();
      }
    } else if (c === 0x3b || c === 0x2c /* ; , */) {
      endStatement();
    } else if (c === 0x0a) {
      // A line break ends a statement unless an operator stands on either side of it.
      let j = i + 1;
      while (j < n && (classOf(text.charCodeAt(j)) === SPACE || text.charCodeAt(j) === 0x0a)) j++;
      if (last !== CHAIN && classOf(text.charCodeAt(j)) !== CHAIN) endStatement();
      continue;
    } else if (cls === CHAIN) {
      counts[counts.length - 1]++;
      sum++;
    } else if (cls === SPACE) {
      continue;
    }
    last = cls;
    if (sum > max) max = sum;
  }
  return max;
}
