// Functions a factory of the code makes, one per method (`const del = verb('DELETE')` of
// `const verb = (method) => (path, body) => fetch(BASE + path, { method, … })`): the method a call of
// one sends is the factory's argument it closes over, and the same factory's function made with
// another method is its sibling, the same request with that method (routes.ts calls it instead).
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { HTTP, unwrap, VERBS, verbNamed } from './ast.js';
import { propertyValue, type Evaluator, type FactoryProduct } from './evaluate.js';
import { fileIndexOf, sourceOf, type FileIndex, type Node } from './scope.js';
import { textOf } from './template.js';

/** The methods a verb of the verb table names (`del` → DELETE). */
const METHODS = [...new Set(Object.values(VERBS))];

/**
 * The method the request `inner` (a call in the function a factory made) sends when that is one of
 * the factory's parameters, read only there (`{ method }`, `client[method](…)`): its value where the
 * function was made, and the parameter's position.
 */
export function closureMethod(inner: TSESTree.CallExpression | TSESTree.NewExpression, product: FactoryProduct): { method: string; param: number } | undefined {
  const index = fileIndexOf(product.factory);
  if (!index) return undefined;
  const spelled = methodExpression(inner);
  const b = spelled?.type === 'Identifier' ? index.resolve(spelled) : undefined;
  // Read once (a shorthand `{ method }` is one read, its key and value one place).
  if (b?.kind !== 'param' || b.fn !== product.factory || b.reassigned || new Set(index.references(b).map((r) => r.range[0])).size !== 1) return undefined;
  const items = product.closure.get(b.id);
  if (!Array.isArray(items) || items.some((it) => it.kind === 'hole')) return undefined;
  const method = textOf(items);
  const param = product.factory.params.findIndex((p) => p === b.id);
  return HTTP.test(method) && param >= 0 ? { method: method.toUpperCase(), param } : undefined;
}

/** The expression a request takes its method from: its options' `method`, or the verb a computed member names. */
function methodExpression(call: TSESTree.CallExpression | TSESTree.NewExpression): Node | undefined {
  const callee = unwrap(call.callee);
  if (callee.type === 'MemberExpression' && callee.computed) return unwrap(callee.property);
  for (const a of call.arguments) {
    const o = unwrap(a);
    const method = o.type === 'ObjectExpression' ? propertyValue(o, 'method') : undefined;
    if (method) return unwrap(method);
  }
  return undefined;
}

/**
 * The names the caller's file has for the same factory's functions made with another method, by
 * method: named as the call's callee is for that method (`del` → `post`), made by the same factory
 * with the same arguments but the method, a string of that method, each other one a literal or a name.
 */
export function siblingProducts(ev: Evaluator, index: FileIndex, callee: TSESTree.Identifier, product: FactoryProduct, param: number): Map<string, string> {
  const out = new Map<string, string>();
  const args = product.made.arguments;
  for (const method of METHODS) {
    const name = verbNamed(callee.name, method);
    if (!name || name === callee.name) continue;
    // One binding of the name in the file: a second (a parameter, a local) may be the one the call's scope sees.
    const bindings = new Set(index.named(name).map((i) => index.resolve(i)).filter(Boolean));
    const ref = bindings.size === 1 ? index.named(name).find((i) => index.resolve(i)) : undefined;
    const other = ref && ref.type === 'Identifier' ? ev.productNamed(ref) : undefined;
    if (!other || other.factory !== product.factory || other.made.arguments.length !== args.length) continue;
    const same = args.every((a, i) => {
      const o = unwrap(other.made.arguments[i]);
      if (i === param) return o.type === 'Literal' && typeof o.value === 'string' && o.value.toUpperCase() === method;
      const u = unwrap(a);
      return (u.type === 'Literal' || u.type === 'Identifier') && sourceOf(u) === sourceOf(o);
    });
    if (same) out.set(method, name);
  }
  return out;
}
