// A value kept in an object's property and read back by the property's name where the object went
// through code the run does not read: a framework's context (`createContext({ apiUrl })`, then
// `useContext(Ctx).apiUrl`), a store's state, a command line's `argv`, a runtime configuration.
// Nothing but the name ties the read to the write, so the tie holds only where the run's files
// write that name once (the evaluator, project mode), a fix on it is for review at most
// (Site.unprovenCarrier), and its base moves only when every read of the name in the run is a
// request on it (decide/base-proof.ts `nameReads`).
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { keyName, unwrap } from './ast.js';
import { REGISTRY_KEYS } from './calls.js';
import { typedParam, type FileIndex, type Node } from './scope.js';

/**
 * The reads the evaluator tied by their property's name alone, each with the name and the write's
 * value: a request whose URL went through one is carried in a way no differential case proves (sites.ts).
 */
export const TIED_BY_NAME = new WeakMap<Node, { name: string; value: Node }>();

/** A write of the property: its value, or none where it is no expression (a method, a field with none). */
export interface PropertyWrite {
  value?: Node;
}

/**
 * Whether a read of `name` at `at` may be tied by the name: not a key a client of the registry takes
 * (`baseURL`, `url`: the library reads those itself, its own code in the run too), and not on a
 * parameter its type describes (`opts: { url: string }`: the language service says what it is, its
 * callers what it holds).
 */
export function tieable(index: FileIndex, at: Node, name: string): boolean {
  if (REGISTRY_KEYS.has(name)) return false;
  let root: Node = at;
  while (root.type === 'MemberExpression') root = unwrap(root.object);
  const b = root.type === 'Identifier' ? index.resolve(root) : undefined;
  return b?.kind !== 'param' || !typedParam(b);
}

/**
 * The writes of a property `name` in a file: an object literal's key (`{ apiUrl }`, `apiUrl: v`), an
 * assignment (`ctx.api = v`), a class member; undefined when the file may write it where no identifier
 * names it (a quoted or computed key spelling it), which no tie can count.
 */
export function propertyWrites(index: FileIndex, text: string, name: string): PropertyWrite[] | undefined {
  if (quotedKey(name).test(text)) return undefined;
  const out: PropertyWrite[] = [];
  for (const id of index.named(name)) {
    const p = index.parent.get(id);
    if (p?.type === 'Property' && p.key === id && !p.computed) {
      const obj = index.parent.get(p);
      if (obj?.type === 'ObjectExpression') out.push({ value: p.value });
    } else if (p?.type === 'MemberExpression' && p.property === id && !p.computed) {
      const a = index.parent.get(p);
      if (a?.type === 'AssignmentExpression' && a.left === p) out.push(a.operator === '=' ? { value: a.right } : {});
    } else if ((p?.type === 'PropertyDefinition' || p?.type === 'MethodDefinition') && p.key === id && !p.computed) {
      out.push(p.type === 'PropertyDefinition' && p.value ? { value: p.value } : {});
    }
  }
  return out;
}

/**
 * The reads of a property `name` in a file: each `x.name` that is no assignment's target, and each
 * reference of a name a pattern takes from it (`const { name } = x`, `{ name: local }`).
 */
export function propertyReads(index: FileIndex, name: string): Node[] {
  const out: Node[] = [];
  for (const id of index.named(name)) {
    const p = index.parent.get(id);
    if (p?.type === 'MemberExpression' && p.property === id && !p.computed) {
      const a = index.parent.get(p);
      if (!(a?.type === 'AssignmentExpression' && a.left === p)) out.push(p);
    } else if (p?.type === 'Property' && p.key === id && !p.computed && index.parent.get(p)?.type === 'ObjectPattern') {
      const local = p.value.type === 'AssignmentPattern' ? p.value.left : p.value;
      // A nested pattern (`{ name: { inner } }`) reads further by other names: not followed, so read unseen.
      if (local.type !== 'Identifier') out.push(p);
      // Found through the name: resolving a declaration's own id may find nothing inside a function.
      else out.push(...index.named(local.name).filter((i) => i.range[0] !== local.range[0] && index.isReference(i) && index.resolve(i)?.id === local));
    }
  }
  return out;
}

/** The property's name read by `n` when it is one of propertyReads' shapes: a member, or a name a pattern takes (its declaration or a reference). */
export function readName(index: FileIndex, n: Node): string | undefined {
  if (n.type === 'MemberExpression') return n.computed || n.property.type === 'PrivateIdentifier' ? undefined : keyName(n.property);
  if (n.type !== 'Identifier') return undefined;
  const taken = patternKey(index, n);
  if (taken !== undefined) return taken;
  const b = index.resolve(n);
  return b?.pattern && b.id.type === 'Identifier' ? patternKey(index, b.id) : undefined;
}

function patternKey(index: FileIndex, n: TSESTree.Identifier): string | undefined {
  const p = index.parent.get(n);
  const prop = p?.type === 'AssignmentPattern' && p.left === n ? index.parent.get(p) : p;
  return prop?.type === 'Property' && !prop.computed && index.parent.get(prop)?.type === 'ObjectPattern' ? keyName(prop.key) : undefined;
}

const quotedKeys = new Map<string, RegExp>();

/** `'name': …`, `["name"]`: a key an identifier does not spell. */
function quotedKey(name: string): RegExp {
  let re = quotedKeys.get(name);
  if (!re) quotedKeys.set(name, (re = new RegExp(`(['"\`])${name.replace(/[$]/g, '\\$')}\\1\\s*(?::|\\])`)));
  return re;
}
