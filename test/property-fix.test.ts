// Fix safety, property-tested: fast-check generates programs that embed GitLab v3 call sites in
// many syntactic shapes, and test/property-checks.ts checks each one (the output parses, a second
// fix changes nothing, nothing outside the reported edits changes, no safe finding is left, and
// every part of the program a fix has no business touching is still there, byte for byte).
//
// A counterexample fast-check finds goes to fixtures/regressions/ as a plain file, where
// test/property-regressions.test.ts runs the same checks on it for good.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixText, parse } from '../src/core/index.js';
import { checkFixSafety, fixedParts, matchesInOrder, shape, type Segment } from './property-checks.js';

const F = (text: string): Segment => ({ text, mutable: false });
/** A part a fix may rewrite: URL text, a method name, a parameter key. */
const M = (text: string): Segment => ({ text, mutable: true });

const EXTENSIONS = ['js', 'jsx', 'ts', 'tsx', 'mjs', 'cts'] as const;
type Ext = (typeof EXTENSIONS)[number];
const isTs = (ext: Ext) => ext === 'ts' || ext === 'tsx' || ext === 'cts';
const hasJsx = (ext: Ext) => ext === 'js' || ext === 'jsx' || ext === 'tsx';

const HOST = 'https://gitlab.example.com';

/** Project id expressions: unicode identifiers (one outside the BMP), members, optional chains. */
const IDS = ['id', 'projectId', 'ïd', 'проект', '项目', '$id', '_id', '𝒳', 'project.id', 'this.id', 'ids[0]', 'p?.id'];
const BASE_NAMES = ['BASE', 'API', 'ベース', 'gitlabApi'];
/** How two operands of a `+` chain are joined; `\n` becomes the file's line break. */
const GLUES = [' + ', '+', ' +\n\t\t', ' /* ✓ */ + ', ' + // 🦊 note\n    ', '\n  + ', ' +  '];
const NOISE = [
  "const label = '🦊 GitLab – ünïcödé';",
  '// see https://docs.gitlab.com/ee/api/v3_to_v4.html for the change list',
  '/* a block\n   comment 𝒳 */',
  'const re = /a\\/b/g;',
  'const tabbed = "tab\\there";',
  "console.log('done');",
  '',
  'let n = 0; n++;',
];
const HEADERS = ['', '// 🦊 client\n', "'use strict';\n", '/** @file ünïcödé */\n'];

interface SiteKind {
  /** `axios`, `got`, or '' for `fetch`. */
  object: string;
  method: string;
  /** URL pieces after the base: static text, or a hole: `{id}` is the project id, `{x}` the expression x. */
  path: string[];
  /** The request body or options, an object literal (as segments). */
  body?: (q: string) => Segment[];
  /** fetch only: the method, given in the options. */
  fetchMethod?: string;
  /** The fix moves holes or query parameters: the whole URL expression is its business. */
  reorders?: boolean;
}

/** A request object a fix may rewrite as a whole (parameters move, rename, change value). */
const obj = (text: string) => () => [M(text)];

const KINDS: Record<string, SiteKind> = {
  builds: { object: 'axios', method: 'get', path: ['/projects/', '{id}', '/builds'] },
  unstar: { object: 'axios', method: 'delete', path: ['/projects/', '{id}', '/star'] },
  owned: { object: '', method: 'get', path: ['/projects/owned?per_page=5'] },
  branches: {
    object: 'axios',
    method: 'post',
    path: ['/projects/', '{id}', '/repository/branches'],
    body: (q) => [F('{ '), M('branch_name'), F(`: ${q}ветка-𝒳${q}, ref: ${q}main${q} }`)],
  },
  fetchUnstar: { object: '', method: 'delete', fetchMethod: 'DELETE', path: ['/projects/', '{id}', '/star'] },
  mergeRequest: { object: 'axios', method: 'get', path: ['/projects/', '{id}', '/merge_request/', '{mrIid}'] },
  gotBuilds: { object: 'got', method: 'get', path: ['/projects/', '{id}', '/builds'] },
  search: { object: 'axios', method: 'get', path: ['/projects/search/', '{term}'], reorders: true },
  deployKeys: { object: 'axios', method: 'post', path: ['/projects/', '{id}', '/keys'], body: obj("{ title: 'k', key: 'ssh-ed25519 AAAA', can_push: false }") },
  fork: { object: 'axios', method: 'post', path: ['/projects/fork/', '{id}'], reorders: true },
  subscription: { object: 'axios', method: 'delete', path: ['/projects/', '{id}', '/issues/', '{iid}', '/subscription'], reorders: true },
  trigger: { object: 'axios', method: 'post', path: ['/projects/', '{id}', '/trigger/builds'], body: obj("{ token, ref: 'master' }") },
  filePath: { object: 'axios', method: 'get', path: ['/projects/', '{id}', '/repository/files?file_path=', '{filePath}', '&ref=master'], reorders: true },
  iids: { object: 'axios', method: 'get', path: ['/projects/', '{id}', '/merge_requests?state=opened&iid[]=', '{mrIid}'], reorders: true },
  templates: { object: 'got', method: 'get', path: ['/gitignores/', '{name}'] },
  buildsEnabled: { object: 'axios', method: 'post', path: ['/projects'], body: obj("{ name: 'n', builds_enabled: false }") },
  ownedGroups: { object: '', method: 'get', path: ['/groups/owned?per_page=100&page=', '{page}'] },
  todoDone: { object: 'axios', method: 'delete', path: ['/todos/', '{todoId}'], reorders: true },
};
const KIND_NAMES = Object.keys(KINDS);

interface SitePlan {
  kind: string;
  form: 'concat' | 'template' | 'mixed' | 'variable' | 'join' | 'compound' | 'tagged' | 'cast';
  inline: boolean;
  glue: number[];
  paren: boolean;
  hole: number;
  callee: number;
  generic: boolean;
  wrapper: number;
  id: number;
  /** How the URL path text is spelled: plain, or with escapes and line continuations. */
  esc: number;
  /** `axios.get(url)`, `axios({ method, url })`, or through a helper `(path) => axios.get(BASE + path)`. */
  shape: number;
  noiseAfter: number[];
}

interface ProgramPlan {
  ext: Ext;
  eol: 'lf' | 'crlf' | 'mixed';
  mixedBits: boolean[];
  indent: string;
  quote: string;
  header: number;
  base: number;
  baseName: number;
  container: number;
  sites: SitePlan[];
}

const sitePlan: fc.Arbitrary<SitePlan> = fc.record({
  kind: fc.constantFrom(...KIND_NAMES),
  form: fc.constantFrom('concat', 'template', 'mixed', 'variable', 'join', 'compound', 'tagged', 'cast'),
  inline: fc.boolean(),
  glue: fc.array(fc.nat(GLUES.length - 1), { minLength: 5, maxLength: 5 }),
  paren: fc.boolean(),
  hole: fc.nat(5),
  callee: fc.nat(5),
  generic: fc.boolean(),
  wrapper: fc.nat(10),
  id: fc.nat(IDS.length - 1),
  esc: fc.oneof(fc.constant(0), fc.nat(6)),
  shape: fc.oneof(fc.constant(0), fc.nat(2)),
  noiseAfter: fc.array(fc.nat(NOISE.length - 1), { maxLength: 2 }),
});

const programPlan: fc.Arbitrary<ProgramPlan> = fc.record({
  ext: fc.constantFrom(...EXTENSIONS),
  eol: fc.constantFrom('lf', 'crlf', 'mixed'),
  mixedBits: fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
  indent: fc.constantFrom('\t', '  ', '    '),
  quote: fc.constantFrom("'", '"'),
  header: fc.nat(HEADERS.length - 1),
  base: fc.nat(6),
  baseName: fc.nat(BASE_NAMES.length - 1),
  container: fc.nat(3),
  sites: fc.array(sitePlan, { minLength: 1, maxLength: 5 }),
});

/** Builds the program as segments; `\n` in fixed text becomes the plan's line break. */
function buildProgram(plan: ProgramPlan): { segments: Segment[]; filename: string } {
  let breaks = 0;
  const nl = () => (plan.eol === 'lf' ? '\n' : plan.eol === 'crlf' ? '\r\n' : plan.mixedBits[breaks++ % 16] ? '\r\n' : '\n');
  const eolText = (s: string) => s.replace(/\n/g, () => nl());
  const ts = isTs(plan.ext);
  const jsx = hasJsx(plan.ext) && plan.container === 3;
  const q = plan.quote;
  const base = BASE_NAMES[plan.baseName];
  const out: Segment[] = [];
  const push = (...segs: Segment[]) => out.push(...segs);

  push(F(eolText(HEADERS[plan.header])), F(`import axios from ${q}axios${q};${nl()}import got from ${q}got${q};${nl()}`));
  if (ts) push(F(`interface Foo {${nl()}${plan.indent}id: number;${nl()}}${nl()}`));
  // The base constant: only the `/api/v3` text is the fix's business.
  const typed = ts ? ': string' : '';
  switch (plan.base) {
    case 0:
    case 1:
      push(F(`const ${base}${typed} = ${q}`), M(`${HOST}/api/v3`), F(`${q};${nl()}`));
      break;
    case 2:
      push(F(`const ${base} = \``), M(`${HOST}/api/v3`), F(`\`;${nl()}`));
      break;
    case 3:
      push(F(`const HOST = ${q}${HOST}${q};${nl()}const ${base} = HOST + ${q}`), M('/api/v3'), F(`${q};${nl()}`));
      break;
    case 4:
      push(F(`const HOST = ${q}${HOST}${q};${nl()}const ${base} = \`\${HOST}`), M('/api/v3'), F(`\`;${nl()}`));
      break;
    case 5:
      push(F(`export const ${base} = ${q}`), M(`${HOST}/api/v3`), F(`${q}${ts ? ' as const' : ''};${nl()}`));
      break;
    default:
      push(F(`const ${base} = process.env.GITLAB_URL + ${q}`), M('/api/v3'), F(`${q};${nl()}`));
  }

  const ind1 = plan.indent;
  const params = ts ? '(id: number, projectId: number, mrIid: number)' : '(id, projectId, mrIid)';
  const [open, close, ind] = jsx
    ? [`export const Panel = ${params} => (${nl()}${ind1}<div className="ünï">${nl()}`, `${ind1}</div>${nl()});${nl()}`, ind1 + ind1]
    : plan.container === 1
      ? [`export const run = async ${params} => {${nl()}`, `};${nl()}`, ind1]
      : plan.container === 2
        ? [`export class Client {${nl()}${ind1}id = 1;${nl()}${ind1}async run${params} {${nl()}`, `${ind1}}${nl()}}${nl()}`, ind1 + ind1]
        : [`export async function run${params} {${nl()}`, `}${nl()}`, ind1];
  push(F(open));
  plan.sites.forEach((site, i) => {
    push(...siteSegments(site, i, { q, ts, jsx, base, ind, nl, eolText }));
    for (const n of site.noiseAfter) if (!jsx) push(F(`${ind}${eolText(NOISE[n])}${nl()}`));
  });
  push(F(close));
  return { segments: out, filename: `client.${plan.ext}` };
}

interface Ctx {
  q: string;
  ts: boolean;
  jsx: boolean;
  base: string;
  ind: string;
  nl: () => string;
  eolText: (s: string) => string;
}

function siteSegments(site: SitePlan, index: number, ctx: Ctx): Segment[] {
  const kind = KINDS[site.kind];
  const { q, nl, ind } = ctx;
  const id = IDS[site.id];
  let glueAt = 0;
  const glue = () => F(ctx.eolText(GLUES[site.glue[glueAt++ % site.glue.length]]));
  const hole = (expr: string, inTemplate: boolean): Segment[] => {
    switch (site.hole) {
      case 1:
        return inTemplate ? [F(`\${\`\${${expr}}\`}`)] : [F(`String(${expr})`)];
      case 2:
        return inTemplate ? [F(`\${encodeURIComponent(${expr})}`)] : [F(`encodeURIComponent(${expr})`)];
      case 3:
        // Not `(expr /* 💬 */)` in a chain: a suffix lands inside the parentheses, a known core
        // bug (fixtures/regressions/suffix-after-parenthesised-hole.js).
        return inTemplate ? [F(`\${ ${expr} /* 💬 */ }`)] : [F(`${expr} /* 💬 */`)];
      case 5:
        // A compound hole: bare inside `${…}`; in a chain only inside a call, since parentheses
        // around it are a known core bug (fixtures/regressions/suffix-after-parenthesised-hole.js).
        return inTemplate ? [F(`\${${expr} ?? 0}`)] : [F(`String(${expr} ?? 0)`)];
      case 4: {
        // TypeScript's non-null assertion.
        const e = ctx.ts && !expr.includes('?.') ? `${expr}!` : expr;
        return inTemplate ? [F(`\${${e}}`)] : [F(e)];
      }
      default:
        return inTemplate ? [F(`\${${expr}}`)] : [F(expr)];
    }
  };
  // URL items: the base (a name, or the inline v3 URL text joined to the first static piece).
  // Escapes are spelled in the path pieces only: a literal that holds `/api/v3` and an escape is a
  // known gap of the core (fixtures/regressions/escaped-prefix-*.js).
  type Item = { text: string } | { expr: string };
  const items: Item[] = [];
  for (const p of kind.path) {
    if (p.startsWith('{')) items.push({ expr: p === '{id}' ? id : p.slice(1, -1) });
    else if (site.inline && items.length === 0) items.push({ text: `${HOST}/api/v3${p}` });
    else items.push({ text: escapePath(p, site.form === 'tagged' ? 0 : site.esc, nl) });
  }
  // A helper that adds the base is a statement: not in JSX, and not for an inline URL.
  const shape = site.shape === 2 && (ctx.jsx || site.inline || !kind.object) ? 0 : site.shape;
  if (!site.inline && shape !== 2) items.unshift({ expr: ctx.base });

  // `(a + b) + c` is `a + b + c` to a parser: the parentheses are layout, at the head of a chain.
  const concat = (list: Item[], head = true): Segment[] => {
    const paren = head && site.paren && list.length > 2;
    const segs: Segment[] = [];
    list.forEach((it, i) => {
      if (i > 0) segs.push(glue());
      if ('text' in it) segs.push(F(q), M(it.text), F(q));
      else segs.push(...(it.expr === ctx.base ? [F(it.expr)] : hole(it.expr, false)));
      if (paren && i === 0) segs.unshift(F('('));
      if (paren && i === 1) segs.push(F(')'));
    });
    return segs;
  };
  const template = (list: Item[]): Segment[] => {
    const segs: Segment[] = [F('`')];
    for (const it of list) {
      if ('text' in it) segs.push(M(it.text));
      else segs.push(...(it.expr === ctx.base ? [F(`\${${it.expr}}`)] : hole(it.expr, true)));
    }
    segs.push(F('`'));
    return segs;
  };
  let url: Segment[];
  // `const` statements cannot sit inside JSX: there a variable-form URL is written inline.
  // Likewise `+=` statements; `as` needs TypeScript.
  const form =
    (ctx.jsx && (site.form === 'variable' || site.form === 'compound')) || (!ctx.ts && site.form === 'cast') ? 'concat' : site.form;
  switch (form) {
    case 'template':
      url = template(items);
      break;
    case 'mixed': {
      // The first two items in a template, the rest joined on with `+`.
      const head = items.slice(0, 2);
      const rest = items.slice(2);
      url = rest.length > 0 ? [...template(head), glue(), ...concat(rest, false)] : template(head);
      break;
    }
    case 'join':
      // `[BASE, '/projects/', id, '/builds'].join('')`
      url = [F('['), ...items.flatMap((it, i) => [...(i > 0 ? [F(', ')] : []), ...concat([it], false)]), F("].join('')")];
      break;
    case 'tagged':
      // String.raw reads the raw text: escapes would change the URL, so none are spelled here.
      url = [F('String.raw'), ...template(items)];
      break;
    case 'cast':
      url = [F('('), ...concat(items), F(' as string)')];
      break;
    default:
      url = concat(items);
  }
  // An insertion at the end of the URL (a suffix after a hole) is the fix's business too.
  url.push(M(''));
  if (kind.reorders) url = url.map((seg) => M(seg.text));

  const argBreak = F(`,${nl()}${ind}  `);
  const body = kind.body ? kind.body(q) : [];
  const pre: Segment[] = [];
  if (form === 'variable') {
    pre.push(F(`${ind}const url${index} = `), ...url, F(`;${nl()}`));
    url = [F(`url${index}`), M('')];
  } else if (form === 'compound') {
    // `let u = BASE; u += '/projects/'; u += id; …`
    items.forEach((it, i) => {
      const piece = concat([it], false).map((seg) => (kind.reorders ? M(seg.text) : seg));
      pre.push(F(`${ind}${i === 0 ? 'let ' : ''}u${index} ${i === 0 ? '=' : '+='} `), ...piece, F(`;${nl()}`));
    });
    url = [F(`u${index}`), M('')];
  }

  const generic = ctx.ts && site.generic ? '<Foo>' : '';
  const o = kind.object;
  let call: Segment[];
  if (!o) {
    const name = ['fetch', 'globalThis.fetch', 'window.fetch', 'fetch', '(fetch)', 'fetch'][site.callee];
    const options = kind.fetchMethod ? [F(', { '), M(`method: ${q}${kind.fetchMethod}${q}`), F(' }')] : [];
    call = [F(`${name}(`), ...url, ...options, F(')')];
  } else if (shape === 1) {
    const method = [F('method: '), M(`${q}${kind.method}${q}`)];
    const data = body.length > 0 ? [F(', data: '), ...body] : [];
    call = [F(`${o}${generic}({ `), ...method, F(', url: '), ...url, ...data, F(' })')];
  } else {
    const forms: Segment[][] = [
      [F(`${o}.`), M(kind.method), F(`${generic}(`)],
      [F(`${o}?.`), M(kind.method), F(`${generic}(`)],
      [F(`${o}.`), M(kind.method), F(`${generic}?.(`)],
      [F(`${o} /* c */ .`), M(kind.method), F(`${generic}(`)],
      [F(`${o}${nl()}${ind}\t.`), M(kind.method), F(`${generic}(`)],
      [F(`(${o}).`), M(kind.method), F(`${generic}(`)],
    ];
    const data = body.length > 0 ? [argBreak, ...body] : [];
    if (shape === 2) {
      // The helper joins the base; the call passes the path (and the body).
      const typed = ctx.ts ? ': string' : '';
      const bodyParam = body.length > 0 ? `, body${ctx.ts ? ': object' : ''}` : '';
      pre.unshift(F(`${ind}const call${index} = (path${typed}${bodyParam}) => `), ...forms[site.callee], F(`${ctx.base} + path${bodyParam ? ', body' : ''});${nl()}`));
      call = [F(`call${index}(`), ...url, ...data, F(')')];
    } else {
      call = [...forms[site.callee], ...url, ...data, F(')')];
    }
  }

  if (ctx.jsx) {
    const handler = site.wrapper % 2 === 0 ? [F('() => '), ...call] : [F('async () => { await '), ...call, F('; }')];
    return [F(`${ind}<button onClick={`), ...handler, F(`}>Go 🦊 ${index}</button>${nl()}`)];
  }
  const stmt = (before: string, after: string): Segment[] => [...pre, F(`${ind}${before}`), ...call, F(`${after}${nl()}`)];
  switch (site.wrapper) {
    case 0:
      return stmt('', ';');
    case 1:
      return stmt('await ', ';');
    case 2:
      return stmt(`const res${index} = await `, ';');
    case 3:
      return stmt('await (', ');');
    case 4:
      return stmt('void (', ');');
    case 5:
      return stmt('', '.then((r) => r.data);');
    case 6:
      return stmt(`const { data: d${index} } = await `, ';');
    case 7:
      return stmt('results.push(await ', ');');
    case 8:
      return stmt(`if (ok) {${nl()}${ind}  await `, `;${nl()}${ind}}`);
    case 9:
      return stmt(`try {${nl()}${ind}  await ((`, `));${nl()}${ind}} catch {${nl()}${ind}  // ignore${nl()}${ind}}`);
    default:
      return stmt('return ', ';');
  }
}

/** The same characters, spelled another way in a string or template literal. */
function escapePath(text: string, mode: number, nl: () => string): string {
  switch (mode) {
    case 1:
      return text.replace(/\//g, '\\/');
    case 2:
      return text.replace(/\//g, '\\x2f');
    case 3:
      return text.replace(/\//g, '\\u002F');
    case 4:
      return text.replace(/\//g, '\\u{2f}');
    case 5:
      return text.replace(/[sr]/g, (c) => `\\x${c.charCodeAt(0).toString(16)}`);
    case 6: {
      // A line continuation: a backslash and a line break, which the string's value leaves out.
      const at = text.indexOf('/', 1);
      return at === -1 ? text : `${text.slice(0, at)}\\${nl()}${text.slice(at)}`;
    }
    default:
      return text;
  }
}

/**
 * The plan with every layout choice (spaces, comments, line breaks, quotes, escapes, redundant
 * parentheses) made the plain way: the same program to a parser.
 */
function plain(plan: ProgramPlan): ProgramPlan {
  return {
    ...plan,
    eol: 'lf',
    indent: '  ',
    quote: "'",
    sites: plan.sites.map((s) => ({
      ...s,
      glue: s.glue.map(() => 0),
      paren: false,
      hole: s.hole === 3 ? 0 : s.hole,
      callee: [0, 1, 2, 0, 0, 0][s.callee],
      esc: 0,
    })),
  };
}

const textOf = (segments: readonly Segment[]) => segments.map((s) => s.text).join('');
const shapeOf = (text: string, filename: string) => shape(parse(text, filename));

const NUM_RUNS = Number(process.env.PROPERTY_RUNS ?? 600);

describe('fix safety on generated programs', () => {
  it('the segment matcher itself: finds kept parts in order, refuses a changed one', () => {
    const segs = [F('a('), M('x'), F(') + b'), M('y'), F(';\n')];
    expect(matchesInOrder('a(X) + bYY;\n', fixedParts(segs))).toBe(true);
    expect(matchesInOrder('a(X) - bYY;\n', fixedParts(segs))).toBe(false);
    expect(matchesInOrder('a(X) + bYY;\r\n', fixedParts(segs))).toBe(false);
  });

  it(`holds on ${NUM_RUNS} generated programs`, () => {
    const stats = { runs: 0, fixed: 0, applied: 0, sameAsPlain: 0, declined: 0, exported: 0 };
    fc.assert(
      fc.property(programPlan, (plan) => {
        const { segments, filename } = buildProgram(plan);
        const text = textOf(segments);
        const report = checkFixSafety(text, filename, segments);
        stats.runs++;
        // An exported base may be imported by files a one-file run cannot see: it never moves.
        if (plan.base === 5) {
          stats.exported++;
          expect(report.output, 'an exported base stays in a one-file run').toContain('/api/v3');
          return;
        }
        if (report.applied > 0) stats.fixed++;
        stats.applied += report.applied;

        // Layout does not change what a fix does: the program written plainly, fixed, is the
        // same program (to a parser) as this one fixed, unless the fixer declined here.
        const plainText = textOf(buildProgram(plain(plan)).segments);
        if (shapeOf(plainText, filename) !== shapeOf(text, filename)) throw new Error(`generator bug: the plain program differs:\n${text}\n${plainText}`);
        const plainFixed = fixText(plainText, filename);
        if (plainFixed.appliedCount === report.applied) {
          expect(report.outputShape, `fixed:\n${report.output}\nfixed plain:\n${plainFixed.output}`).toBe(shapeOf(plainFixed.output, filename));
          stats.sameAsPlain++;
        } else {
          stats.declined++;
        }
      }),
      { numRuns: NUM_RUNS },
    );
    // The generator must reach the fixer, or the properties above hold for nothing.
    expect(stats.fixed).toBeGreaterThan((stats.runs - stats.exported) * 0.8);
    expect(stats.sameAsPlain).toBeGreaterThan((stats.runs - stats.exported) * 0.8);
    console.log(`property-fix: ${JSON.stringify(stats)}`);
  });
});
