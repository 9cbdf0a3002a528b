// The findings a fix leaves standing though the next lint no longer sees them: a list v3 answered
// whole is reported only on a v3 base (on a v4 one it was paged already), so once the run moves the
// base, the lint of the fixed text loses the reminder that nothing pages the list. A fix report
// lists what is left to do: such a finding is carried over, at its place in the fixed text.
import { entryById, ruleHoldsPrefix } from '../../rulebook/index.js';
import { locator } from '../location.js';
import type { Edit, Finding } from '../types.js';

/**
 * The findings of `before` (a lint and what was carried to it) that `after`, the lint of the fixed
 * texts, lacks and that no fix can address: those with no edits that do not hold the prefix back
 * (what a person must do on any base: page a list, read another field), at their new places. An
 * edit of the same call (`/keys` → `/deploy_keys`) does not page the list.
 */
export function carryOver(before: ReadonlyMap<string, Finding[]>, after: ReadonlyMap<string, Finding[]>, taken: ReadonlyMap<string, Edit[]>, texts: ReadonlyMap<string, string>): Map<string, Finding[]> {
  const out = new Map<string, Finding[]>();
  for (const [file, list] of before) {
    // A file no edit changed loses them too when the base it reads moved in another file.
    const edits = [...(taken.get(file) ?? [])].sort((a, b) => a.range[0] - b.range[0]);
    const text = texts.get(file);
    if (text === undefined) continue;
    const now = after.get(file) ?? [];
    let loc: ReturnType<typeof locator> | undefined;
    const kept: Finding[] = [];
    for (const f of list) {
      if (f.edits || f.suppressed || !entryById(f.ruleId) || ruleHoldsPrefix(f.ruleId)) continue;
      const range: [number, number] = [moved(f.range[0], edits, false), moved(f.range[1], edits, true)];
      if (now.some((x) => x.ruleId === f.ruleId && x.range[0] <= range[1] && range[0] <= x.range[1])) continue;
      loc ??= locator(text);
      kept.push({ ...f, range, start: loc(range[0]), end: loc(range[1]) });
    }
    if (kept.length) out.set(file, kept);
  }
  return out;
}

/** A lint's findings with those carried to it, by file. */
export function withCarried(findings: ReadonlyMap<string, Finding[]>, carried: ReadonlyMap<string, Finding[]>): Map<string, Finding[]> {
  const out = new Map(findings);
  for (const [file, list] of carried) out.set(file, [...(out.get(file) ?? []), ...list].sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]));
  return out;
}

/** An offset of the text before the edits, in the text after them (inside an edit: its start, or its end for an `end`). */
function moved(offset: number, edits: readonly Edit[], end: boolean): number {
  let shift = 0;
  for (const e of edits) {
    if (e.range[1] <= offset) shift += e.text.length - (e.range[1] - e.range[0]);
    else if (e.range[0] < offset) return e.range[0] + shift + (end ? e.text.length : 0);
    else break;
  }
  return offset + shift;
}
