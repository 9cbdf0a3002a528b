// A request object the code constructs, then opens and sends through its members (the registry's
// `opened` styles): `const xhr = new XMLHttpRequest(); xhr.open('PUT', url); xhr.send(body)`. The
// opening call is the request: its method first, its URL second; the body is what the send member
// is given, wherever the object's own function calls it.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { CLIENT_STYLES, type ClientStyle } from '../../clients/index.js';
import { unwrap } from './ast.js';
import { isFunction, type Binding, type FileIndex, type Node } from './scope.js';

type OpenedBinding = Extract<ClientStyle['binding'], { kind: 'opened' }>;

const OPENED = CLIENT_STYLES.flatMap((style) => (style.binding.kind === 'opened' ? [{ style, binding: style.binding }] : []));

export interface Opened {
  style: ClientStyle;
  /**
   * What the send member is given, each a body the request may carry (one per branch that sends);
   * undefined where the object is used in a way that may send another (handed on, its send member
   * given it by a value): the request then has parameters the call does not show.
   */
  bodies: Node[] | undefined;
}

/** The opening call of a request object of an `opened` style (`xhr.open(method, url)`), with what it sends. */
export function openedRequest(index: FileIndex, call: TSESTree.CallExpression): Opened | undefined {
  const callee = unwrap(call.callee);
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return undefined;
  const receiver = unwrap(callee.object);
  const b = receiver.type === 'Identifier' ? index.resolve(receiver) : undefined;
  // One object, made once where it is declared: a name given another object later may be opened as that one.
  const init = b && !b.reassigned && !b.pattern && (b.kind === 'const' || b.kind === 'let' || b.kind === 'var') && b.init ? unwrap(b.init) : undefined;
  if (init?.type !== 'NewExpression' || init.callee.type !== 'Identifier') return undefined;
  const made = init.callee.name;
  const open = callee.property.name;
  const found = OPENED.find((o) => o.binding.open === open && o.style.names.includes(made));
  return found && { style: found.style, bodies: sentBodies(index, b!, found.binding, call) };
}

/**
 * What the object's send member is given, over every use of it: its members named by the style,
 * answers read, handlers set (`xhr.onload = …`). A use that is none of these (the object handed on
 * outside a handler, a member the style does not name called) may send another body.
 */
function sentBodies(index: FileIndex, b: Binding, binding: OpenedBinding, opening: TSESTree.CallExpression): Node[] | undefined {
  const out: Node[] = [];
  for (const r of index.references(b)) {
    const m = index.parent.get(r);
    if (m?.type !== 'MemberExpression' || m.object !== r) {
      // Handed to a function the object runs once it is answered (`xhr.onload = () => resolve(xhr)`).
      if (inHandler(index, r, b)) continue;
      return undefined;
    }
    const name = !m.computed && m.property.type === 'Identifier' ? m.property.name : undefined;
    const c = index.parent.get(m);
    const called = c?.type === 'CallExpression' && c.callee === m;
    if (!called) {
      // An answer read (`xhr.status`), a handler or a setting written (`xhr.onload = …`, `xhr.responseType = 'json'`).
      if (name !== undefined && name !== binding.open && name !== binding.send) continue;
      return undefined;
    }
    if (c === opening || name === binding.open) {
      // Opened once: a second opening starts another request on the same object.
      if (c !== opening) return undefined;
      continue;
    }
    if (name === binding.send) {
      const a = c.arguments[0];
      if (a && a.type !== 'SpreadElement') out.push(a);
      continue;
    }
    if (!name || !binding.members.includes(name)) return undefined;
  }
  return out;
}

/** Whether `r` is inside a function set as one of the object's handlers (`xhr.onload = () => …`, `xhr.addEventListener('load', …)`). */
function inHandler(index: FileIndex, r: Node, b: Binding): boolean {
  for (const a of index.ancestors(r)) {
    if (!isFunction(a)) continue;
    const p = index.parent.get(a);
    if (p?.type === 'AssignmentExpression' && p.right === a && p.left.type === 'MemberExpression' && unwrap(p.left.object).type === 'Identifier') {
      const o = unwrap(p.left.object) as TSESTree.Identifier;
      if (index.resolve(o) === b) return true;
    }
    if (p?.type === 'CallExpression' && p.arguments.includes(a as TSESTree.Expression) && p.callee.type === 'MemberExpression' && unwrap(p.callee.object).type === 'Identifier') {
      const o = unwrap(p.callee.object) as TSESTree.Identifier;
      if (index.resolve(o) === b) return true;
    }
  }
  return false;
}
