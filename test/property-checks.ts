// The fix-safety checks shared by the property test (generated programs) and the regression
// fixtures (fixtures/regressions): on a program that parses,
//   1. the fixed output parses, and fixText reports no error;
//   2. a second fix changes nothing;
//   3. no byte outside the reported edit ranges changes;
//   4. the fixed output has no finding with a safe fix left;
//   5. a string that spells `/api/v3` (after escapes are read) is reported, before and after;
//   6. every URL the output builds on `/api/v4` is a v4 route (test/route-oracle.ts);
// and, when the caller knows which parts of the program a fix may touch (`Segment`s), that every
// other part is still there, byte for byte and in order.
import { checkText, fixText, parse, type Edit, type Finding } from '../src/core/index.js';
import { nonV4Urls } from './route-oracle.js';

type Program = ReturnType<typeof parse>;

/** A piece of a generated program: `mutable` pieces are the ones a fix may rewrite. */
export interface Segment {
  text: string;
  mutable: boolean;
}

export interface FixSafetyReport {
  /** Findings with a safe fix in the input. */
  safeFindings: number;
  /** Findings fixed, over all passes. */
  applied: number;
  output: string;
  /** shape() of the output. */
  outputShape: string;
}

export class FixSafetyError extends Error {
  override name = 'FixSafetyError';
}

function fail(what: string, input: string, output?: string): never {
  const show = (s: string) => JSON.stringify(s);
  throw new FixSafetyError(`${what}\n  input:  ${show(input)}${output === undefined ? '' : `\n  output: ${show(output)}`}`);
}

export function checkFixSafety(input: string, filename: string, segments?: readonly Segment[]): FixSafetyReport {
  if (segments && segments.map((s) => s.text).join('') !== input) throw new Error('segments do not add up to the input');
  let inputAst: Program;
  try {
    inputAst = parse(input, filename);
  } catch (e) {
    // A generator bug, not a core bug: every program must be valid to begin with.
    fail(`the input does not parse: ${(e as Error).message}`, input);
  }
  const before = checkText(input, filename);
  if (before.parseError) fail(`checkText could not parse a valid input: ${before.parseError}`, input);
  const safe = before.findings.filter((f) => f.fix === 'safe');
  for (const f of before.findings) checkEditShapes(f, input);

  const fixed = fixText(input, filename);
  if (fixed.error) fail(`fixText refused its own fix: ${fixed.error}`, input);
  const { output } = fixed;

  // 1. The output parses.
  let outputAst: Program;
  try {
    outputAst = parse(output, filename);
  } catch (e) {
    fail(`the fixed output does not parse: ${(e as Error).message}`, input, output);
  }

  // 2. Fixing is idempotent.
  const again = fixText(output, filename);
  if (again.output !== output || again.appliedCount !== 0) {
    fail(`a second fix changed the output again (${again.appliedCount} more fixes)`, input, again.output);
  }

  // 3. Outside the ranges of the safe edits reported on the input, the text is the same. The
  // ranges are grouped into clusters (edits of one fix touch each other, and an edit deferred to
  // a later pass overlaps one applied earlier); between clusters the input must survive verbatim.
  const ranges = safe.flatMap((f) => f.edits ?? []).map((e) => e.range);
  const gaps = gapsBetween(input, ranges);
  if (!matchesInOrder(output, gaps)) {
    fail(`the output changed text outside the reported edit ranges ${JSON.stringify(clusters(ranges))}`, input, output);
  }

  // 4. Nothing safely fixable is left, and `remaining` tells the truth about the output (the
  // second fix applied nothing, so its `remaining` are the findings of the output).
  const after = { findings: again.remaining };
  const leftover = after.findings.filter((f) => f.fix === 'safe');
  if (leftover.length > 0) {
    fail(`safe findings remain after fixing: ${leftover.map((f) => `${f.ruleId} at ${f.start.line}:${f.start.column}`).join(', ')}`, input, output);
  }
  if (key(after.findings) !== key(fixed.remaining)) fail('fixText().remaining differs from the findings of its output', input, output);

  // 5. A v3 URL is never left unreported: fixing the path of a call whose base stays v3 without a
  // word would leave a call that works on neither server.
  for (const [when, ast, findings] of [['input', inputAst, before.findings], ['output', outputAst, after.findings]] as const) {
    if (spellsV3(ast) && !findings.some((f) => f.change === 'prefix')) {
      fail(`the ${when} has a string with /api/v3 but no prefix finding`, input, output);
    }
  }

  // 6. The parts the generator marked as untouchable are all there, in order.
  if (segments && !matchesInOrder(output, fixedParts(segments))) {
    fail('the output changed a part of the program no fix should touch', input, output);
  }

  // 7. The route oracle: every URL the output builds on `/api/v4` is a v4 route.
  const notV4 = nonV4Urls(output, filename);
  if (notV4.length) fail(`the output builds URLs that are not v4 routes: ${notV4.join('; ')}`, input, output);
  return { safeFindings: safe.length, applied: fixed.appliedCount, output, outputShape: shape(outputAst) };
}

/** Whether a string literal or template piece of the program reads `/api/v3` once escapes are decoded. */
function spellsV3(ast: Program): boolean {
  return strings(ast).some((s) => /(^|\/)api\/v3($|[/?#])/.test(s));
}

/** The cooked values of every string literal and template piece in an AST. */
export function strings(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const n of node) strings(n, out);
  } else if (node && typeof node === 'object') {
    const n = node as { type?: string; value?: unknown };
    if (n.type === 'Literal' && typeof n.value === 'string') out.push(n.value);
    if (n.type === 'TemplateElement') out.push((n.value as { cooked: string | null }).cooked ?? '');
    for (const [k, v] of Object.entries(node)) if (k !== 'parent' && k !== 'loc' && k !== 'range') strings(v, out);
  }
  return out;
}

/**
 * The program's AST without positions, raw spellings or comments, and with JSX text's white space
 * collapsed as React does: equal for two texts that differ only in layout.
 */
export function shape(ast: Program): string {
  const drop = new Set(['range', 'start', 'end', 'loc', 'raw', 'parent', 'comments', 'tokens']);
  return JSON.stringify(ast, function (this: { type?: string }, k, v: unknown) {
    if (drop.has(k)) return undefined;
    if (k === 'value' && this.type === 'JSXText' && typeof v === 'string') return v.replace(/\s+/g, ' ').trim();
    return v;
  });
}

function checkEditShapes(f: Finding, input: string): void {
  if ((f.fix === 'safe' || f.fix === 'review') && !f.edits?.length) fail(`${f.ruleId}: a ${f.fix} finding without edits`, input);
  for (const e of f.edits ?? ([] as Edit[])) {
    const [s, t] = e.range;
    if (!(Number.isInteger(s) && Number.isInteger(t) && 0 <= s && s <= t && t <= input.length)) {
      fail(`${f.ruleId}: edit range ${JSON.stringify(e.range)} outside the text`, input);
    }
  }
}

function key(findings: readonly Finding[]): string {
  return JSON.stringify(findings.map((f) => [f.ruleId, f.range, f.fix]).sort());
}

/** Overlapping or touching ranges, merged and sorted. */
export function clusters(ranges: readonly (readonly [number, number])[]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: [number, number][] = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/** The text between the clusters of `ranges`: what a fix limited to those ranges must leave. */
export function gapsBetween(text: string, ranges: readonly (readonly [number, number])[]): string[] {
  const gaps: string[] = [];
  let pos = 0;
  for (const [s, e] of clusters(ranges)) {
    gaps.push(text.slice(pos, s));
    pos = e;
  }
  gaps.push(text.slice(pos));
  return gaps;
}

/** The untouchable text between mutable segments (adjacent fixed segments joined). */
export function fixedParts(segments: readonly Segment[]): string[] {
  const parts = [''];
  let lastMutable = false;
  for (const s of segments) {
    if (s.mutable) {
      if (!lastMutable) parts.push('');
      lastMutable = true;
    } else {
      parts[parts.length - 1] += s.text;
      lastMutable = false;
    }
  }
  // parts[0] comes before the first mutable segment; a last part '' means the text ends in one.
  return parts;
}

/**
 * Whether `text` is parts[0] + * + parts[1] + * + … + parts[n-1], with `*` any text: the first
 * part a prefix, the last a suffix, the others in order. Taking each middle part at its leftmost
 * occurrence leaves the most room for the rest, so the greedy search finds a match when one exists.
 */
export function matchesInOrder(text: string, parts: readonly string[]): boolean {
  if (parts.length === 1) return text === parts[0];
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (!text.startsWith(first)) return false;
  let pos = first.length;
  for (const p of parts.slice(1, -1)) {
    const at = text.indexOf(p, pos);
    if (at === -1) return false;
    pos = at + p.length;
  }
  return text.length - last.length >= pos && text.endsWith(last);
}
