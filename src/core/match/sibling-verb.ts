// A method change on a call of a wrapper that spells its method in its own text (`put(endpoint,
// body) { return this.send('PUT', endpoint, {}, body); }`): editing that text would change every
// other caller of the wrapper. Where the wrapper has a sibling of the new method's name whose text is
// the wrapper's own with only the method changed (`post(endpoint, body) { return this.send('POST',
// endpoint, {}, body); }`), the call calls the sibling instead: the same request with the v4 method,
// nothing else touched. A sibling that differs in anything else (its parameters, its options, its
// body handling) is another function, and the call keeps its method held. Methods of one class, or
// functions of one object literal the file keeps: the wrappers the tool reads calls of.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { fileIndexOf, fileOf, fileTextOf, isFunction, within, type FileIndex, type Node } from '../extract/scope.js';
import { returnedObject } from '../extract/evaluate.js';
import { methodInCase, propertyName, verbNamed } from '../extract/ast.js';
import { stringContent } from '../extract/template.js';
import type { Site } from '../extract/sites.js';
import { sameArguments } from '../extract/call-shape.js';
import { calledOn, memberWritten } from '../extract/instance-calls.js';
import type { Edit } from '../types.js';

/** The edit that makes the call call its wrapper's sibling for `method`, or undefined when there is none to call. */
export function siblingVerbCall(site: Site, methodNode: Node, method: string): Edit | undefined {
  const call = site.call;
  const fn = site.wrapper?.fn;
  if (call.type !== 'CallExpression' || !fn || call.callee.type !== 'MemberExpression' || call.callee.computed) return undefined;
  // The method spelled in the wrapper's own text (not in a wrapper it calls in turn, whose text the sibling shares).
  if (methodNode.range[0] < fn.range[0] || methodNode.range[1] > fn.range[1] || fileOf(methodNode) !== fileOf(fn)) return undefined;
  const name = propertyName(call.callee.property);
  const want = name && verbNamed(name, method);
  const sibling = want ? siblingNamed(fn, want, site) : undefined;
  if (!want || !sibling) return undefined;
  // A verb the wrapper's request is called by (`axios.delete(url, config)`): the sibling's verb must take the same arguments.
  const inner = site.wrapper!.inner;
  if (methodNode.type === 'Identifier' && (!site.method.value || inner.call.type !== 'CallExpression' || !within(methodNode, inner.call.callee) || !sameArguments(inner, site.method.value, method))) return undefined;
  const text = fileTextOf(fn);
  const changed = methodText(methodNode, method, text);
  if (changed === undefined) return undefined;
  const own = text.slice(fn.range[0], changed.range[0]) + changed.text + text.slice(changed.range[1], fn.range[1]);
  if (own !== fileTextOf(sibling).slice(sibling.range[0], sibling.range[1])) return undefined;
  const prop = call.callee.property;
  return { range: [prop.range[0], prop.range[1]], text: want, file: site.file };
}

/** The method's text changed to `method` as the wrapper spells it: a string's content in its case, or a verb's name of the same family. */
function methodText(node: Node, method: string, text: string): { range: readonly [number, number]; text: string } | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') {
    const { range, raw } = stringContent(node, text);
    if (raw !== node.value || range[0] < 0) return undefined;
    return { range, text: methodInCase(raw, method) };
  }
  const verb = node.type === 'Identifier' ? verbNamed(node.name, method) : undefined;
  return verb ? { range: node.range, text: verb } : undefined;
}

/**
 * The method of the same class named `name`: a plain method, as the wrapper is, the only one of that
 * name. Or the function of the same object literal under `name` (`{ del: (p) => …, post: (p) => … }`),
 * where the object is a constant the file keeps (not exported, read only as a method call's receiver)
 * and no code of the file writes a member of that name: the receiver's `name` is then that function.
 */
function siblingNamed(fn: TSESTree.FunctionLike, name: string, site: Site): TSESTree.FunctionLike | undefined {
  const index = fileIndexOf(fn);
  const holder = index?.parent.get(fn);
  const body = holder && index?.parent.get(holder);
  if (holder?.type === 'Property' && body?.type === 'ObjectExpression' && index) return objectSibling(index, body, name) ?? madeSibling(index, body, name, site);
  if (holder?.type !== 'MethodDefinition' || body?.type !== 'ClassBody') return undefined;
  const found = body.body.filter((m) => m.type === 'MethodDefinition' && m.kind === 'method' && !m.computed && m.static === holder.static && propertyName(m.key) === name);
  return found.length === 1 ? (found[0] as TSESTree.MethodDefinition).value : undefined;
}

/**
 * The function under `name` of the object literal a factory returns (`createHttp()`'s `{ put, post }`),
 * for a call the reading tied to that object (through the constant or parameter that holds it): where
 * neither the call's file nor the factory's writes a member of that name, nor names it as a string, the
 * receiver's `name` is that function. (An object handed on where no proof follows holds its base: decide/handed-on.ts.)
 */
function madeSibling(index: FileIndex, obj: TSESTree.ObjectExpression, name: string, site: Site): TSESTree.FunctionLike | undefined {
  const factory = index.ancestors(obj).find((a): a is TSESTree.FunctionLike => isFunction(a));
  if (!factory || returnedObject(factory) !== obj || obj.properties.some((p) => p.type !== 'Property' || p.computed)) return undefined;
  const own = fileIndexOf(site.call);
  return unwrittenMethod(obj, name, [{ file: fileOf(obj), index }, ...(own && own !== index ? [{ file: site.file, index: own }] : [])]);
}

function objectSibling(index: FileIndex, obj: TSESTree.ObjectExpression, name: string): TSESTree.FunctionLike | undefined {
  const decl = index.parent.get(obj);
  const statement = decl && index.parent.get(decl);
  if (decl?.type !== 'VariableDeclarator' || decl.init !== obj || decl.id.type !== 'Identifier' || statement?.type !== 'VariableDeclaration' || statement.kind !== 'const') return undefined;
  if (index.parent.get(statement)?.type === 'ExportNamedDeclaration' || obj.properties.some((p) => p.type !== 'Property' || p.computed)) return undefined;
  const b = index.resolve(decl.id);
  if (!b || b.reassigned || !index.references(b).every((r) => calledOn(index, r))) return undefined;
  return unwrittenMethod(obj, name, [{ file: fileOf(obj), index }]);
}

/**
 * The one function the literal `obj` writes under `name`, where none of `files` writes a member of
 * that name elsewhere (`api.post = …`) or names it as a string (`x['post']`): either may be the one called.
 */
function unwrittenMethod(obj: TSESTree.ObjectExpression, name: string, files: Array<{ file: string; index: FileIndex }>): TSESTree.FunctionLike | undefined {
  if (memberWritten(name, () => files) || files.some((f) => f.index.strings.some((t) => (t.type === 'Literal' ? t.value : t.value.cooked) === name))) return undefined;
  const found = obj.properties.filter((p): p is TSESTree.Property => p.type === 'Property' && propertyName(p.key) === name);
  const value = found.length === 1 ? found[0].value : undefined;
  return value && (value.type === 'ArrowFunctionExpression' || value.type === 'FunctionExpression') ? value : undefined;
}
