// The annotation grammar of the fixtures (Semgrep's): a comment line `// ruleid: 9.0/12` above a
// line that must be flagged with that change key, `// ok: 9.0/12` above one that must not, and
// `todoruleid` / `todook` for known gaps. Pure: the fixture harness and the docs generator share it.

export type Directive = 'ruleid' | 'ok' | 'todoruleid' | 'todook';

export interface Annotation {
  directive: Directive;
  /** Change keys, e.g. `prefix`, `8.17/6`, `9.0/12`. */
  keys: string[];
  /** 1-based line of the comment itself. */
  commentLine: number;
  /** 1-based line the annotation speaks about: the first code line below it. */
  line: number;
}

export interface AnnotationProblem {
  line: number;
  message: string;
}

export const TRAP_HEADER = '// trap: must produce nothing';

const ANNOTATION = /^\s*\/\/\s*(todoruleid|todook|ruleid|ok)\s*:\s*(.*?)\s*$/;
const COMMENT_OR_BLANK = /^\s*(\/\/|\/\*|\*|$)/;

/**
 * Reads the annotations of a fixture. Several annotation lines may be stacked; they all speak
 * about the first line below them that is not an annotation, which must be code (a blank line
 * or a plain comment in between is reported: the annotation would point at nothing).
 */
export function parseAnnotations(text: string): { annotations: Annotation[]; problems: AnnotationProblem[] } {
  const lines = text.split(/\r?\n/);
  const annotations: Annotation[] = [];
  const problems: AnnotationProblem[] = [];
  let pending: Omit<Annotation, 'line'>[] = [];
  lines.forEach((raw, i) => {
    const lineNo = i + 1;
    const m = ANNOTATION.exec(raw);
    if (m) {
      const keys = m[2]
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      if (keys.length === 0) problems.push({ line: lineNo, message: `\`${m[1]}:\` names no change key` });
      pending.push({ directive: m[1] as Directive, keys, commentLine: lineNo });
      return;
    }
    if (pending.length === 0) return;
    if (COMMENT_OR_BLANK.test(raw)) {
      for (const p of pending)
        problems.push({ line: p.commentLine, message: `\`${p.directive}:\` is not directly above a line of code` });
    } else {
      for (const p of pending) annotations.push({ ...p, line: lineNo });
    }
    pending = [];
  });
  for (const p of pending) problems.push({ line: p.commentLine, message: `\`${p.directive}:\` is at the end of the file` });
  return { annotations, problems };
}

const OPTIONS = /^\s*\/\/\s*fixture-options\s*:\s*(\{.*\})\s*$/m;

/**
 * Options a fixture is checked and fixed with, from a line `// fixture-options: {"serverVersion": "9.2"}`
 * (for entries that apply only to some servers). Absent: the defaults.
 */
export function fixtureOptions(text: string): { serverVersion?: string; fixReview?: boolean } {
  const m = OPTIONS.exec(text);
  if (!m) return {};
  const parsed = JSON.parse(m[1]) as Record<string, unknown>;
  const out: { serverVersion?: string; fixReview?: boolean } = {};
  for (const [k, v] of Object.entries(parsed)) {
    if (k === 'serverVersion' && typeof v === 'string') out.serverVersion = v;
    else if (k === 'fixReview' && typeof v === 'boolean') out.fixReview = v;
    else throw new Error(`unknown fixture option ${k}: ${JSON.stringify(v)}`);
  }
  return out;
}

export function isTrap(text: string): boolean {
  return text.split(/\r?\n/, 1)[0].trim() === TRAP_HEADER;
}

/** `deploy-keys-path.js` → `deploy-keys-path`; `deploy-keys-path.fixed.js` → `deploy-keys-path`. */
export function fixtureId(fileName: string): string {
  return fileName.replace(/(\.fixed)?\.[cm]?[jt]sx?$/, '');
}

export function isFixedFile(fileName: string): boolean {
  return /\.fixed\.[cm]?[jt]sx?$/.test(fileName);
}

export function isSourceFile(fileName: string): boolean {
  return /\.[cm]?[jt]sx?$/.test(fileName);
}

/** `a.js` → `a.fixed.js`. */
export function fixedName(fileName: string): string {
  return fileName.replace(/(\.[cm]?[jt]sx?)$/, '.fixed$1');
}
