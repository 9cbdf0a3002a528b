// A value kept under a key and read back by it: `settings.set('gitlab api', root)` then
// `settings.get('gitlab api') + path`. The store is any receiver with a write/read pair of methods;
// a read stands for the written value only where both can be tied to one store the module owns.
// The evaluator follows a read (evaluate.ts), the base proof holds what it cannot tie (decide/keyed-store.ts).
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import type { Binding, FileIndex, Node } from './scope.js';
import { unwrap } from './ast.js';
import { stringValue } from './calls.js';

/** A store's write and read methods: `set(k, v)`/`get(k)` (a `Map`, a settings object), `setItem`/`getItem` (a Storage). */
export interface StorePair {
  write: string;
  read: string;
}

export const STORE_PAIRS: readonly StorePair[] = [
  { write: 'set', read: 'get' },
  { write: 'setItem', read: 'getItem' },
];

/** Methods of a store that neither write nor hand it on (a test for a key). */
const TESTS = new Set(['has']);

/** `R.get('k')`: a read of one literal key. */
export interface StoreRead {
  call: TSESTree.CallExpression;
  receiver: Node;
  key: string;
  pair: StorePair;
}

/** `R.set(K, V)`: a write; `key` undefined where K is no string literal (a key the code computes). */
export interface StoreWrite {
  call: TSESTree.CallExpression;
  receiver: Node;
  key?: string;
  value: Node;
  pair: StorePair;
}

function method(call: Node): { receiver: Node; name: string } | undefined {
  if (call.type !== 'CallExpression') return undefined;
  const callee = unwrap(call.callee);
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return undefined;
  return { receiver: unwrap(callee.object), name: callee.property.name };
}

/** The call as a read of one literal key, if it is one. */
export function storeRead(call: Node): StoreRead | undefined {
  const m = method(call);
  const pair = m && STORE_PAIRS.find((p) => p.read === m.name);
  if (!m || !pair || (call as TSESTree.CallExpression).arguments.length !== 1) return undefined;
  const key = stringValue((call as TSESTree.CallExpression).arguments[0]);
  return key === undefined ? undefined : { call: call as TSESTree.CallExpression, receiver: m.receiver, key, pair };
}

/** The call as a write of a value under a key, if it is one. */
export function storeWrite(call: Node): StoreWrite | undefined {
  const m = method(call);
  const pair = m && STORE_PAIRS.find((p) => p.write === m.name);
  const args = (call as TSESTree.CallExpression).arguments;
  if (!m || !pair || args.length !== 2 || args.some((a) => a.type === 'SpreadElement')) return undefined;
  return { call: call as TSESTree.CallExpression, receiver: m.receiver, key: stringValue(args[0]), value: args[1], pair };
}

/** The write whose value holds `node` as it is written (no call between: a call's result is not the literal). */
export function writeHolding(index: FileIndex, node: Node): StoreWrite | undefined {
  for (let at: Node = node, p = index.parent.get(node); p; at = p, p = index.parent.get(p)) {
    if (p.type === 'CallExpression') {
      const w = storeWrite(p);
      return w && w.value === at ? w : undefined;
    }
    if (p.type === 'NewExpression' || p.type.includes('Function') || p.type.endsWith('Statement') || p.type === 'VariableDeclarator') return undefined;
  }
  return undefined;
}

/**
 * The call a value is handed to as an entry of a list of pairs (`new Map([['gitlab api', root]])`,
 * `Object.fromEntries([[k, root]])`): a store made with its entries, read back by a key no write names.
 */
export function entryHolding(index: FileIndex, node: Node): TSESTree.CallExpression | TSESTree.NewExpression | undefined {
  const pair = index.parent.get(node);
  const list = pair && index.parent.get(pair);
  const call = list && index.parent.get(list);
  if (pair?.type !== 'ArrayExpression' || pair.elements.length !== 2 || pair.elements[1] !== node || list?.type !== 'ArrayExpression') return undefined;
  return (call?.type === 'NewExpression' || call?.type === 'CallExpression') && call.arguments.includes(list) ? call : undefined;
}

/** The writes of a pair's method in a file (every receiver), literal keys and computed ones. */
export function writesIn(index: FileIndex, pair: StorePair): StoreWrite[] {
  const out: StoreWrite[] = [];
  for (const id of index.named(pair.write)) {
    const m = index.parent.get(id);
    const call = m && index.parent.get(m);
    const w = m?.type === 'MemberExpression' && m.property === id && call?.type === 'CallExpression' && call.callee === m ? storeWrite(call) : undefined;
    if (w) out.push(w);
  }
  return out;
}

/**
 * The store a receiver names when the module owns it: a binding of this file (not imported, not
 * exported, never assigned again) every reference of which is the receiver of its pair's write or
 * read, or of a test: never handed on, returned, spread or called with another method (which may
 * write a key: `app.enable(k)`, `map.delete(k)`). Undefined otherwise: nothing here ties a read to a write.
 */
export function ownStore(index: FileIndex, receiver: Node, pair: StorePair): Binding | undefined {
  if (receiver.type !== 'Identifier') return undefined;
  const b = index.resolve(receiver);
  if (!b || b.kind === 'import' || b.kind === 'param' || b.kind === 'function' || b.kind === 'class' || b.reassigned || b.pattern) return undefined;
  const decl = index.parent.get(b.id);
  const stmt = decl && index.parent.get(decl);
  if (stmt && index.parent.get(stmt)?.type === 'ExportNamedDeclaration') return undefined;
  for (const r of index.references(b)) {
    const m = index.parent.get(r);
    const call = m && index.parent.get(m);
    if (m?.type !== 'MemberExpression' || m.object !== r || m.computed || m.property.type !== 'Identifier' || call?.type !== 'CallExpression' || call.callee !== m) return undefined;
    const name = m.property.name;
    if (name !== pair.write && name !== pair.read && !TESTS.has(name)) return undefined;
  }
  // `export { settings }`, `export default settings`: a reference above, as no member call.
  return b;
}

/** The writes on one store of the module: those of `key`, and whether any computes its key. */
export function writesOn(index: FileIndex, store: Binding, pair: StorePair, key: string): { of: StoreWrite[]; computed: boolean } {
  const mine = writesIn(index, pair).filter((w) => w.receiver.type === 'Identifier' && index.resolve(w.receiver) === store);
  return { of: mine.filter((w) => w.key === key), computed: mine.some((w) => w.key === undefined) };
}

/** The reads of `key` on one store of the module. */
export function readsOn(index: FileIndex, store: Binding, pair: StorePair, key: string): StoreRead[] {
  const out: StoreRead[] = [];
  for (const r of index.references(store)) {
    const m = index.parent.get(r);
    const call = m && index.parent.get(m);
    const read = call ? storeRead(call) : undefined;
    if (read && read.pair === pair && read.key === key) out.push(read);
  }
  return out;
}

/** The one write a read is tied to: the same store of the module, the key written once by a literal, no key computed. */
export function tiedWrite(index: FileIndex, read: StoreRead): StoreWrite | undefined {
  const store = ownStore(index, read.receiver, read.pair);
  if (!store) return undefined;
  const { of, computed } = writesOn(index, store, read.pair, read.key);
  return !computed && of.length === 1 ? of[0] : undefined;
}
