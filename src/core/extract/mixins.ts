// Methods an object gives a class: `Object.assign(GitLab.prototype, projectsMixin, ciMixin)` copies
// each object's methods onto the class, so inside them `this` is an object of that class and
// `this.http` is the class's own field. The evaluator ties such reads to the field (in the file, and
// through project mode across files); the base proof counts them as reads of it (base-proof.ts).
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { keyName } from './ast.js';
import { isFunction, type FileIndex, type Node } from './scope.js';

type Class = TSESTree.ClassDeclaration | TSESTree.ClassExpression;

/**
 * The object literal a `this` is in a method of, and the constant that names it
 * (`export const ciMixin = { jobs(id) { return this.http.get(…) } }`); undefined elsewhere.
 */
export function methodObject(index: FileIndex, at: Node): { literal: TSESTree.ObjectExpression; id: TSESTree.Identifier } | undefined {
  let f: Node | undefined = index.parent.get(at);
  while (f && (!isFunction(f) || f.type === 'ArrowFunctionExpression')) f = index.parent.get(f);
  const prop = f && index.parent.get(f);
  const literal = prop?.type === 'Property' && prop.value === f ? index.parent.get(prop) : undefined;
  const decl = literal?.type === 'ObjectExpression' ? index.parent.get(literal) : undefined;
  if (decl?.type !== 'VariableDeclarator' || decl.init !== literal || decl.id.type !== 'Identifier') return undefined;
  return { literal: literal as TSESTree.ObjectExpression, id: decl.id };
}

/**
 * The one class of the file whose prototype an `Object.assign(Name.prototype, …objects)` copies an
 * object `isObject` accepts onto; undefined when there is none or more than one (`this` is then
 * an object of one class or another).
 */
export function mixedInto(index: FileIndex, isObject: (arg: TSESTree.Identifier) => boolean): Class | undefined {
  const found = new Set<Class>();
  for (const c of assignsOf(index)) {
    const [target, ...sources] = c.arguments;
    if (!sources.some((a) => a.type === 'Identifier' && isObject(a))) continue;
    const cls = target && prototypeOf(index, target);
    if (!cls) return undefined;
    found.add(cls);
  }
  return found.size === 1 ? [...found][0] : undefined;
}

// The file's `Object.assign(…)` calls, found once per file: every `this.x` of an object's methods asks.
const assigns = new WeakMap<FileIndex, TSESTree.CallExpression[]>();

function assignsOf(index: FileIndex): TSESTree.CallExpression[] {
  let found = assigns.get(index);
  if (!found) {
    found = index.calls.filter((c): c is TSESTree.CallExpression => c.type === 'CallExpression' && isObjectAssign(index, c.callee));
    assigns.set(index, found);
  }
  return found;
}

/** Whether a call is an `Object.assign(Name.prototype, …)` (the global `Object`): it copies methods onto a class. */
export function isPrototypeAssign(index: FileIndex, call: TSESTree.CallExpression): boolean {
  return isObjectAssign(index, call.callee) && !!call.arguments[0] && !!prototypeOf(index, call.arguments[0]);
}

function isObjectAssign(index: FileIndex, callee: Node): boolean {
  return callee.type === 'MemberExpression' && !callee.computed && keyName(callee.property) === 'assign' && callee.object.type === 'Identifier' && callee.object.name === 'Object' && !index.resolve(callee.object);
}

/** The class `Name` of a `Name.prototype` of the file. */
function prototypeOf(index: FileIndex, target: Node): Class | undefined {
  if (target.type !== 'MemberExpression' || target.computed || keyName(target.property) !== 'prototype' || target.object.type !== 'Identifier') return undefined;
  const b = index.resolve(target.object);
  const decl = b && index.parent.get(b.id);
  if (decl?.type === 'ClassDeclaration') return decl;
  return b?.init?.type === 'ClassExpression' && !b.reassigned ? b.init : undefined;
}

/** Whether other modules can import the object a constant names (`export const`, `export { x }`, `module.exports = { x }`). */
export function exportedObject(index: FileIndex, id: TSESTree.Identifier): boolean {
  let known = exportedIds.get(id);
  if (known === undefined) exportedIds.set(id, (known = exportedNow(index, id)));
  return known;
}

const exportedIds = new WeakMap<Node, boolean>();

function exportedNow(index: FileIndex, id: TSESTree.Identifier): boolean {
  const decl = index.parent.get(index.parent.get(id) ?? id);
  if (decl && index.parent.get(decl)?.type === 'ExportNamedDeclaration') return true;
  const b = index.resolve(id);
  return (b ? index.references(b) : []).some((r) => index.ancestors(r).some((a) => a.type === 'ExportSpecifier' || a.type === 'ExportDefaultDeclaration' || (a.type === 'AssignmentExpression' && /^(module\.)?exports\b/.test(sourceText(index, a.left)))));
}

const sourceText = (index: FileIndex, n: Node) => index.text.slice(n.range[0], n.range[1]);
