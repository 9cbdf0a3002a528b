// A wrapper's URL parameter (`postForm(url, data)`, `get(path)`) carries its callers' whole URL
// or route: the run's fixes change it, route and query included, not only its prefix. The request
// it makes is read (the wrapper's inner site); any other read of it must neither send nor decide
// anything, or the fix changes what the code does: a test (`url.endsWith('/projects/owned')`) would
// answer otherwise, a call the tool does not follow would be given another value. Only the text of
// an error or of a log is such a read, followed through the file's own functions and classes it is
// handed to (`handle(method, url, res)` → `new GitLabError(method, url, …)` → `super(\`… ${url}\`)`).
// Any other read keeps the base (`read unseen`).
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import type { DraftHold } from '../match/drafts.js';
import { fileIndexOf, fileOf, fileTextOf, isFunction, type Binding, type FileIndex, type Node } from '../extract/scope.js';
import type { Site } from '../extract/sites.js';
import { calleeName } from '../extract/calls.js';
import { LOGGERS } from '../extract/guesses.js';
import { readUnseen } from './base-proof.js';

/** The first read of a wrapper's URL parameter, among the wrappers the sites go through, that is neither their request nor a message. */
export function wrapperReadUnseen(sites: readonly Site[]): DraftHold | undefined {
  const done = new Set<Node>();
  for (const s of sites)
    for (let w = s.wrapper; w; w = w.nested ? w.inner.wrapper : undefined) {
      if (done.has(w.fn)) continue;
      done.add(w.fn);
      const hold = paramReadUnseen(w.fn, w.inner);
      if (hold) return hold;
    }
  return undefined;
}

function paramReadUnseen(fn: TSESTree.FunctionLike, inner: Site): DraftHold | undefined {
  const index = fileIndexOf(fn);
  if (!index) return undefined;
  // The reads the request's URL is made of: its holes, and the calls of helpers it came out of (`apiUrl(path)`).
  const inUrl = new Set<Node>();
  const helpers: Node[] = [];
  const params = new Map<Binding, string>();
  for (const it of inner.url.items) {
    if (it.kind === 'hole') {
      inUrl.add(it.node);
      const b = it.node.type === 'Identifier' ? index.resolve(it.node) : undefined;
      if (b?.kind === 'param' && b.fn === fn && it.node.type === 'Identifier') params.set(b, it.node.name);
    }
    for (const v of it.via) if (v.type === 'CallExpression') helpers.push(v);
  }
  for (const [b, name] of params)
    for (const r of index.references(b)) {
      if (inUrl.has(r) || helpers.some((h) => h.range[0] <= r.range[0] && r.range[1] <= h.range[1])) continue;
      if (messageOnly(index, r, 0)) continue;
      return readUnseen({ file: fileOf(r), text: fileTextOf(r) }, name, r);
    }
  return undefined;
}

/** Parts of a URL object that are text of it, read for a message (`new URL(url).pathname`). */
const URL_PARTS = /^(href|origin|protocol|host|hostname|port|pathname|search|hash)$/;
const LOG_METHODS = /^(log|debug|info|warn|error|trace)$/;

/** Whether the value read at `r` reaches only the text of an error or a log. */
function messageOnly(index: FileIndex, r: Node, depth: number): boolean {
  let n = r;
  for (;;) {
    const p = index.parent.get(n);
    if (!p) return false;
    if (p.type === 'TemplateLiteral' || (p.type === 'BinaryExpression' && p.operator === '+')) {
      n = p;
      continue;
    }
    // `new URL(url)` parsed to read a part of it.
    if (p.type === 'NewExpression' && p.arguments[0] === n && p.callee.type === 'Identifier' && p.callee.name === 'URL' && !index.resolve(p.callee)) {
      const part = index.parent.get(p);
      if (part?.type !== 'MemberExpression' || part.object !== p || part.computed || part.property.type !== 'Identifier' || !URL_PARTS.test(part.property.name)) return false;
      n = part;
      continue;
    }
    if (p.type !== 'CallExpression' && p.type !== 'NewExpression') return false;
    const at = p.arguments.indexOf(n as TSESTree.CallExpressionArgument);
    if (at < 0) return false;
    return messageCall(index, p, at, depth);
  }
}

/** Whether argument `at` of `call` is the text of an error or a log, here or in the file's own function or class it is handed to. */
function messageCall(index: FileIndex, call: TSESTree.CallExpression | TSESTree.NewExpression, at: number, depth: number): boolean {
  // `super(message)` in a class that extends an error.
  if (call.callee.type === 'Super') {
    const cls = index.enclosingClass(call);
    return cls?.superClass?.type === 'Identifier' && /Error$/.test(cls.superClass.name) && !index.resolve(cls.superClass);
  }
  const { name = '', object } = calleeName(call.callee);
  if (object && LOGGERS.test(object) && LOG_METHODS.test(name)) return true;
  if (call.callee.type !== 'Identifier') return false;
  const b = index.resolve(call.callee);
  // A global error (`new Error(text)`, `new TypeError(text)`).
  if (!b) return call.type === 'NewExpression' && /Error$/.test(name);
  if (depth >= 3) return false;
  // The file's own function or class: its parameter there must reach only a message too.
  const target = b.kind === 'function' || b.kind === 'class' ? b.init : (b.kind === 'const' && !b.pattern ? b.init : undefined);
  const fn = target?.type === 'ClassDeclaration' || target?.type === 'ClassExpression' ? constructorOf(target) : isFunction(target) ? target : undefined;
  if (!fn || (call.type === 'NewExpression') !== (target!.type === 'ClassDeclaration' || target!.type === 'ClassExpression')) return false;
  const param = fn.params[at];
  if (param?.type !== 'Identifier') return false;
  const reads = index.named(param.name).filter((i) => i !== param && index.isReference(i) && index.resolve(i)?.id === param);
  return !reads.some((x) => index.resolve(x)?.reassigned) && reads.every((x) => messageOnly(index, x, depth + 1));
}

function constructorOf(cls: TSESTree.ClassDeclaration | TSESTree.ClassExpression): TSESTree.FunctionExpression | undefined {
  const ctor = cls.body.body.find((m): m is TSESTree.MethodDefinition => m.type === 'MethodDefinition' && m.kind === 'constructor');
  return ctor?.value.type === 'FunctionExpression' ? ctor.value : undefined;
}
