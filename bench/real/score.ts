// Scores a run on the real-code corpus against the hand-written annotations: recall over the
// (site, change key) pairs, precision over the findings, traps hit, and misses by cause.

export interface Annotation {
  file: string;
  line: number;
  /** Change keys expected on the line; empty for a trap. */
  keys: string[];
  /** Why the site is hard (plain, iid-hole, hidden, assembly, both, mock, library, unpaged, runtime); 'trap' for a trap. */
  cause: string;
  note: string;
}

export interface Finding {
  file: string;
  line: number;
  change: string;
}

export interface Score {
  expected: number;
  found: number;
  findings: number;
  /** Findings on an annotated site line with an annotated key. */
  correct: number;
  traps: number;
  trapsHit: string[];
  /** Findings no annotation expects (neither a site's key nor a trap). */
  unexpected: string[];
  missesByCause: Map<string, string[]>;
}

export function parseAnnotations(text: string, source: string): Annotation[] {
  const out: Annotation[] = [];
  text.split('\n').forEach((raw, index) => {
    const [body, ...comment] = raw.split('#');
    if (!body.trim()) return;
    const m = /^(\S+):(\d+)\s+(trap|\S+\s+\S+)\s*$/.exec(body.trim());
    if (!m) throw new Error(`${source}:${index + 1}: expected "FILE:LINE KEY[,KEY] CAUSE" or "FILE:LINE trap", got: ${raw}`);
    const [keys, cause] = m[3] === 'trap' ? ['', 'trap'] : m[3].split(/\s+/);
    out.push({ file: m[1], line: Number(m[2]), keys: keys ? keys.split(',') : [], cause, note: comment.join('#').trim() });
  });
  return out;
}

export function score(annotations: Annotation[], findings: Finding[], label: string): Score {
  const seen = new Map<string, Set<string>>();
  for (const f of findings) {
    const at = `${f.file}:${f.line}`;
    if (!seen.has(at)) seen.set(at, new Set());
    seen.get(at)!.add(f.change);
  }
  const s: Score = { expected: 0, found: 0, findings: 0, correct: 0, traps: 0, trapsHit: [], unexpected: [], missesByCause: new Map() };
  const expectedAt = new Map<string, Set<string>>();
  for (const a of annotations) {
    const at = `${a.file}:${a.line}`;
    if (a.cause === 'trap') {
      s.traps++;
      if (seen.has(at)) s.trapsHit.push(`${label}/${at} ${[...seen.get(at)!].join(',')}  (${a.note})`);
      continue;
    }
    expectedAt.set(at, new Set([...(expectedAt.get(at) ?? []), ...a.keys]));
    for (const key of a.keys) {
      s.expected++;
      if (seen.get(at)?.has(key)) s.found++;
      else {
        const list = s.missesByCause.get(a.cause) ?? [];
        list.push(`${label}/${at} ${key}  (${a.note})`);
        s.missesByCause.set(a.cause, list);
      }
    }
  }
  const traps = new Set(annotations.filter((a) => a.cause === 'trap').map((a) => `${a.file}:${a.line}`));
  for (const [at, keys] of seen) {
    for (const key of keys) {
      s.findings++;
      if (expectedAt.get(at)?.has(key)) s.correct++;
      else if (!traps.has(at)) s.unexpected.push(`${label}/${at} ${key}`);
    }
  }
  return s;
}
