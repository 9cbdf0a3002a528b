// Calls of a client library that speaks only v3 (`require('gitlab')(opts).projects.issues.list(…)`):
// the program writes no URL, but the method's v3 route changed. Reported for manual work with the
// route's change key; the fix is moving to a client that speaks v4.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { CLIENT_LIBRARIES, type ClientLibrary, type ClientMethod } from '../../rulebook/clients.js';
import type { Entry } from '../../rulebook/types.js';
import { keyName, memberName, unwrap } from '../extract/ast.js';
import type { Draft } from './drafts.js';
import { PASS_THROUGH } from '../extract/guesses.js';
import type { FileIndex, Node } from '../extract/scope.js';

/** What an expression is: the module, or a member path below a client made from it. */
type Value = { lib: ClientLibrary; module: true; path: string[] } | { lib: ClientLibrary; module: false; path: string[] };

const MAX_DEPTH = 12;

export function clientCallDrafts(index: FileIndex, file: string, entries: readonly Entry[]): Draft[] {
  const out: Draft[] = [];
  const libs = CLIENT_LIBRARIES.filter((c) => c.methods.length > 0);
  for (const call of index.calls) {
    if (call.type !== 'CallExpression') continue;
    const v = valueOf(index, call.callee, libs, 0);
    if (!v || v.module) continue;
    const method = methodOf(v.lib, v.path, call);
    if (!method) continue;
    const entry = entries.find((e) => e.change === method.change);
    if (!entry) continue;
    out.push({
      entry,
      file,
      range: [call.callee.range[0], call.callee.range[1]],
      message:
        `\`${v.path.join('.')}\` of the \`${v.lib.name}\` client, which speaks only API v3, calls \`${method.route}\` (${v.lib.name} ${method.evidence}): ` +
        `${entry.message} ${v.lib.firstV4 ? `Move to ${v.lib.name} ${v.lib.firstV4} or later, whose methods differ.` : 'No version of it speaks v4: replace it.'}` +
        globalIdNote(index, idValue(method, call)),
      tier: 'manual',
      confidence: 'high',
    });
  }
  return out;
}

/** The value the call passes where the method takes the issue's or merge request's id. */
function idValue(method: ClientMethod, call: TSESTree.CallExpression): Node | undefined {
  if (typeof method.id === 'number') {
    const a = call.arguments[method.id];
    return a && a.type !== 'SpreadElement' ? a : undefined;
  }
  for (const a of call.arguments) {
    if (a.type !== 'ObjectExpression') continue;
    for (const p of a.properties) if (p.type === 'Property' && !p.computed && keyName(p.key) === method.id) return p.value;
  }
  return undefined;
}

/**
 * An object's global id passed where the v4 route takes the iid (`issues.show(pid, issue.id)`):
 * right for this v3 client, wrong once the call moves to a v4 one. Said, not edited: `.iid` here
 * would break the call while it still runs on v3.
 */
function globalIdNote(index: FileIndex, value: Node | undefined): string {
  const v = value && unwrap(value);
  if (v?.type !== 'MemberExpression' || v.computed || memberName(v) !== 'id') return '';
  const text = index.text.slice(v.range[0], v.range[1]);
  const iid = index.text.slice(v.range[0], v.property.range[0]) + 'iid';
  return ` \`${text}\` is the global id this v3 method takes; the v4 route takes the iid: pass \`${iid}\` when the call moves.`;
}

function methodOf(lib: ClientLibrary, path: string[], call: TSESTree.CallExpression): ClientMethod | undefined {
  // Bluebird's promisifyAll adds `Async` to every method name.
  const names = [path.join('.'), path.join('.').replace(/Async$/, '')];
  const method = lib.methods.find((m) => names.includes(m.path));
  if (!method?.param) return method;
  const named = call.arguments.some((a) => a.type === 'ObjectExpression' && a.properties.some((p) => p.type === 'Property' && keyName(p.key) === method.param));
  return named ? method : undefined;
}

function moduleName(node: Node): ClientLibrary | undefined {
  if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'require') return undefined;
  const arg = node.arguments[0];
  return arg?.type === 'Literal' && typeof arg.value === 'string' ? CLIENT_LIBRARIES.find((c) => c.name === arg.value) : undefined;
}

function valueOf(index: FileIndex, expr: Node, libs: readonly ClientLibrary[], depth: number): Value | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const node = unwrap(expr);
  const lib = moduleName(node);
  if (lib) return libs.includes(lib) ? { lib, module: true, path: [] } : undefined;
  switch (node.type) {
    case 'Identifier': {
      const b = index.resolve(node);
      if (!b || b.reassigned || b.pattern) return undefined;
      if (b.kind === 'import') {
        const decl = b.init && index.parent.get(b.init);
        const found = decl?.type === 'ImportDeclaration' ? libs.find((c) => c.name === decl.source.value) : undefined;
        return found ? { lib: found, module: true, path: [] } : undefined;
      }
      return b.init && (b.kind === 'const' || b.kind === 'let' || b.kind === 'var') ? valueOf(index, b.init, libs, depth + 1) : undefined;
    }
    case 'MemberExpression': {
      if (node.computed || node.property.type !== 'Identifier') return undefined;
      const inner = valueOf(index, node.object, libs, depth + 1);
      if (!inner) return undefined;
      // `require('gitlab').ApiV3`, `Gitlab.create`: still the module's own names.
      if (inner.module) return { ...inner, path: [node.property.name] };
      return { ...inner, path: [...inner.path, node.property.name] };
    }
    case 'NewExpression':
    case 'CallExpression': {
      const callee = valueOf(index, node.callee, libs, depth + 1);
      if (callee?.module) {
        const how = callee.path.length === 0 ? (node.type === 'NewExpression' ? 'new' : 'call') : callee.path[0];
        return callee.lib.factories.includes(how) || (callee.path.length === 1 && callee.lib.factories.includes(callee.path[0])) ? { lib: callee.lib, module: false, path: [] } : undefined;
      }
      const name = memberName(node.callee) ?? '';
      const first = node.arguments[0];
      if (PASS_THROUGH.test(name) && first && first.type !== 'SpreadElement') {
        const v = valueOf(index, first, libs, depth + 1);
        return v && !v.module ? v : undefined;
      }
      return undefined;
    }
    default:
      return undefined;
  }
}
