// The derived split's base (decide/split.ts): a kept call on an instance reads the instance's base back
// at run time (`gl.defaults.baseURL`, the registry's `derive`) with its `/api/v4` end turned back.
// Its value is the v3 base before the base moves and after: the move changes nothing it sends, so
// the base proof counts such a read as no use of the instance (decide/base-proof.ts), the prefix
// pass never moves the `'/api/v3'` it puts back, and the evaluator reads it as the call's v3 base.
import { CLIENT_STYLES } from '../../clients/index.js';
import { keyName } from './ast.js';
import type { Binding, FileIndex, Node } from './scope.js';
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { jsonSpecifier } from './json-module.js';
import { readName } from './property-tie.js';

/**
 * The moved value's `/api/v4` turned back where the base's text put it: at its end (before a trailing
 * slash, which got's `prefixUrl` adds), or before a rest the base's value spells (`tail`, `baseTail`:
 * `\/projects\/[^\/]*` of a per-project instance's `…/api/v3/projects/${encodeURIComponent(id)}`).
 */
const patternOf = (tail: string) => String.raw`\/api\/v4(?=${tail}\/?$)`;
const V3 = '/api/v3';
export const turnBack = (tail = '') => `.replace(/${patternOf(tail)}/, '${V3}')`;
export const TURN_BACK = turnBack();
/** A turn-back's pattern (`patternOf`), its tail caught; a tail as `baseTail` spells one: segments of path characters and `encodeURIComponent` holes. */
const SHAPE = /^\\\/api\\\/v4\(\?=(.*)\\\/\?\$\)$/;
const TAIL = /^(?:\\\/(?:[A-Za-z0-9_-]|\[\^\\\/\]\*)+)*$/;
const ENCODED = '[^\\/]*';
/** The tail of a turn-back's pattern, or undefined where it is none. */
const tailOf = (p: string) => {
  const tail = SHAPE.exec(p)?.[1];
  return tail !== undefined && TAIL.test(tail) ? tail : undefined;
};

/**
 * The rest a turn-back's pattern keeps after the version (`baseTail`), as the evaluator reads the
 * turned-back value: its text, and `null` for each encoded hole (`\/projects\/[^\/]*` → `/projects/`, null).
 */
export function tailParts(re: Node | undefined): Array<string | null> {
  const p = re?.type === 'Literal' && 'regex' in re ? re.regex?.pattern : undefined;
  const tail = p === undefined ? undefined : tailOf(p);
  return (tail ?? '').split(ENCODED).flatMap((t, i) => [...(i ? [null] : []), ...(t ? [t.replace(/\\\//g, '/')] : [])]);
}

const SPLITS = CLIENT_STYLES.flatMap((s) => (s.split?.kind === 'option' && s.split.derive ? [{ key: s.split.key, derive: s.split.derive }] : []));
const DERIVED = new Set(SPLITS.map((s) => s.derive));
const KEYS = new Set(SPLITS.map((s) => s.key));

/**
 * Whether the name `r` is read only to give `<r>.<derive>` turned back, as the split spells it: read
 * from the syntax tree (a reformatted line is the same expression), not from its text.
 */
export function turnedBack(index: FileIndex, r: Node): boolean {
  // An instance kept in a field (`this.api.defaults.baseURL`): read from the field.
  const field = r.type === 'ThisExpression' ? index.parent.get(r) : r;
  const start = field?.type === 'MemberExpression' && field.object.type === 'ThisExpression' && !field.computed ? field : r.type === 'Identifier' ? r : undefined;
  if (!start) return false;
  const path: string[] = [];
  let top: Node = start;
  for (let up = index.parent.get(top); up?.type === 'MemberExpression' && up.object === top && !up.computed; up = index.parent.get(top)) {
    path.push(keyName(up.property) ?? '');
    top = up;
  }
  const call = index.parent.get(top);
  // An instance's base read back (`gl.defaults.baseURL`), or a data file's value (`config.gitlab.api` of a JSON file the module reads).
  // Or a property read by its name (property-tie.ts), whose base only a tie by that name can have given it.
  const tied = top.type === 'MemberExpression' && top.object.type !== 'ThisExpression' && readName(index, top.object) !== undefined;
  const named = tied || (start.type === 'Identifier' && (dataValue(index, start) || (path.length === 1 ? constBase(index, start) || moduleValue(index, start) : moduleValue(index, start))));
  if (call?.type !== 'CallExpression' || call.callee !== top || path.pop() !== 'replace' || !(DERIVED.has(path.join('.')) || named)) return false;
  const [re, to] = call.arguments;
  // (Only an instance's base read back has a rest after the version: `baseTail`.)
  const pattern = re?.type === 'Literal' && 'regex' in re ? re.regex?.pattern : undefined;
  const ok = pattern !== undefined && (pattern === patternOf('') || (DERIVED.has(path.join('.')) && tailOf(pattern) !== undefined));
  return call.arguments.length === 2 && ok && (re as TSESTree.RegExpLiteral).regex.flags === '' && to.type === 'Literal' && to.value === V3;
}

/** A constant of this file whose value ends with the base's text (split.ts's turned-back copy of it). */
function constBase(index: FileIndex, r: TSESTree.Identifier): boolean {
  const b = index.resolve(r);
  return !!b && b.kind === 'const' && !b.reassigned && !b.pattern && !!b.init && endsWithBase(index, b.init);
}

/**
 * What follows the base literal `lit`'s `/api/v3` in `n`'s value, as a turn-back's lookahead spells it
 * (`turnBack`): '' where the base's text ends the value (`endsWithBase`); else a template's rest made of
 * path characters and `encodeURIComponent(…)` holes (`` `${host}/api/v3/projects/${encodeURIComponent(id)}` ``
 * → `\/projects\/[^\/]*`). An encoded hole has no `/`, so the moved value matches the lookahead after
 * its own `/api/v4` and nowhere else: whatever the host holds, only that one is turned back.
 */
export function baseTail(index: FileIndex, n: Node, lit: Node, depth = 0): string | undefined {
  if (endsWithBase(index, n, lit, depth)) return '';
  if (depth > 4) return undefined;
  if (n.type === 'Identifier') {
    const b = index.resolve(n);
    return b && b.kind === 'const' && !b.pattern && b.init ? baseTail(index, b.init, lit, depth + 1) : undefined;
  }
  if (n.type !== 'TemplateLiteral') return undefined;
  const at = n.quasis.findIndex((q) => q === lit);
  const text = at >= 0 ? (n.quasis[at].value.cooked ?? '') : '';
  const parts = text.split('/api/v3');
  if (at < 0 || parts.length !== 2) return undefined;
  const spell = (t: string) => (/^[A-Za-z0-9_/-]*$/.test(t) ? t.replace(/\//g, '\\/') : undefined);
  let tail = spell(parts[1]);
  for (let i = at; tail !== undefined && i < n.expressions.length; i++) {
    const e = n.expressions[i];
    const encoded = e.type === 'CallExpression' && e.callee.type === 'Identifier' && e.callee.name === 'encodeURIComponent' && !index.resolve(e.callee) && e.arguments.length === 1 && e.arguments[0].type !== 'SpreadElement';
    const next = spell(n.quasis[i + 1].value.cooked ?? '');
    tail = encoded && next !== undefined ? `${tail}${ENCODED}${next}` : undefined;
  }
  return tail !== undefined && tail.length > 0 && TAIL.test(tail) && !tail.endsWith('\\/') ? tail : undefined;
}

/**
 * Whether `n`'s value certainly ends with a base: the base literal `lit`'s `/api/v3` where given, else
 * any `/api/v3` or (moved) `/api/v4`, a slash after it or not. Its last text, `+` its right side, a
 * constant's value, `new URL('/api/v3', host).href`.
 */
export function endsWithBase(index: FileIndex, n: Node, lit?: Node, depth = 0): boolean {
  const end = (t: Node, text: string | null | undefined) => (lit ? t === lit && V3_END.test(text ?? '') : /\/api\/v[34]\/?$/.test(text ?? ''));
  if (depth > 4) return false;
  switch (n.type) {
    case 'Literal':
      return typeof n.value === 'string' && end(n, n.value);
    case 'TemplateLiteral': {
      const tail = n.quasis[n.quasis.length - 1];
      return end(tail, tail.value.cooked);
    }
    case 'BinaryExpression':
      return n.operator === '+' && endsWithBase(index, n.right, lit, depth + 1);
    case 'Identifier': {
      const b = index.resolve(n);
      return !!b && b.kind === 'const' && !b.pattern && !!b.init && endsWithBase(index, b.init, lit, depth + 1);
    }
    case 'MemberExpression': {
      // A path from the root (`/…`, not `//host`) resolved against any URL: the href ends with that path.
      const made = n.object;
      if (n.computed || n.property.type !== 'Identifier' || n.property.name !== 'href' || made.type !== 'NewExpression') return false;
      const [rel] = made.arguments;
      return (
        made.callee.type === 'Identifier' && made.callee.name === 'URL' && !index.resolve(made.callee) && made.arguments.length === 2 &&
        rel.type === 'Literal' && typeof rel.value === 'string' && /^\/(?!\/)[^?#\\]*$/.test(rel.value) && end(rel, rel.value)
      );
    }
    default:
      return false;
  }
}

/** The base's text ends the value with `/api/v3` (or `/api/v3/`): after the move, the value ends in `/api/v4` there. */
export const V3_END = /\/api\/v3\/?$/;

function dataValue(index: FileIndex, r: TSESTree.Identifier): boolean {
  const b = index.resolve(r);
  return !!b && !b.reassigned && !b.pattern && jsonSpecifier(index, b) !== undefined;
}

/** A name imported from a module of the run (a relative specifier), or a property of what it exports: split.ts turned it back only where its value ends with the base. */
function moduleValue(index: FileIndex, r: TSESTree.Identifier): boolean {
  const b = index.resolve(r);
  return !!b && importedRelative(index, b);
}

/** Whether a binding is an import from a relative specifier (`'./config.js'`, `'../environments/environment'`): a module of the project. */
export function importedRelative(index: FileIndex, b: Binding): boolean {
  const declaration = b.kind === 'import' && b.init ? index.parent.get(b.init) : undefined;
  return declaration?.type === 'ImportDeclaration' && typeof declaration.source.value === 'string' && /^\.\.?\//.test(declaration.source.value);
}

/** Whether the string `lit` is the `'/api/v3'` a turned-back read puts back: the split's own v3 base, which never moves. */
export function turnBackText(index: FileIndex, lit: Node | undefined): boolean {
  if (!lit) return false;
  const call = index.parent.get(lit);
  if (call?.type !== 'CallExpression' || call.arguments[1] !== lit || call.callee.type !== 'MemberExpression') return false;
  let root: Node = call.callee;
  while (root.type === 'MemberExpression') root = root.object;
  return turnedBack(index, root);
}

/** Whether a call passes its own base option as a turned-back read (`gl.get(path, { prefixUrl: <turned back> })`): it reads no base of the instance's. */
export function passesTurnedBack(index: FileIndex, call: Node): boolean {
  if (call.type !== 'CallExpression') return false;
  return call.arguments.some(
    (a) =>
      a.type === 'ObjectExpression' &&
      a.properties.some((p) => p.type === 'Property' && !p.computed && p.key.type === 'Identifier' && KEYS.has(p.key.name) && p.value.type === 'CallExpression' && turnBackText(index, p.value.arguments[1])),
  );
}
