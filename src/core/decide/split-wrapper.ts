// The split of a call through a wrapper function (`api('/projects/5/repository/commits/x/builds')`
// over `function api(path, opts) { return fetch(BASE + path, opts); }`). The wrapper's body is
// text every caller shares, so one call cannot get its own base there; it gets its own copy of the
// wrapper instead: the same function under a new name, placed right after it (the same scope, so
// every name it reads means the same), its one read of the base replaced by the base's v3
// expression (the split the inner request's style makes, split.ts). The kept call calls the copy,
// importing it where the wrapper is imported; everything else the wrapper does (headers, the
// options it forwards, its error handling) it still does. A wrapper that is a method of a class
// (`async send(method, path, body)` called as `this.send(…)` by the class's other methods) gets its
// copy beside it in the class body, called as `this.sendV3(…)`: only where nothing can put another
// `send` under `this` (no class of the run extends it, none of the class's file assigns the name or
// reaches the prototype, and an exported class only where the run sees every file). Anything this
// cannot show — a wrapper that is not a top-level function or `const` or such a method, one that
// names itself, a nested wrapper, an import under another name — leaves the base waiting.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { fileIndexOf, fileTextOf, isFunction, type FileIndex, type Node } from '../extract/scope.js';
import { returnedExpression } from '../extract/evaluate.js';
import { RUNS_SCRIPT, type Site } from '../extract/sites.js';
import type { Edit } from '../types.js';
import type { FileContext } from '../workspace.js';
import { within } from './base-proof.js';
import { memberNamed, propertyName } from '../extract/ast.js';
import { CONSTRUCTED } from '../extract/calls.js';
import { stable } from './split-instance.js';
import { handedOn, madeMembersOnly, madeObjectFactory } from './handed-on.js';
import { exportNames, importedReads } from './imported-reads.js';

export interface WrapperCopy {
  fn: Node;
  /** The wrapper's name, and its copy's. */
  name: string;
  copy: string;
  file: string;
  /** Whether the wrapper is a named export (so callers in other files can import the copy). */
  exported: boolean;
  /** A method of a class: its callers are the class's own methods, calling `this.<copy>`. */
  method?: boolean;
  /**
   * A function of an object of functions (`api.get`): its callers call `<object>.<copy>`, the object's declaration
   * the binding `object`; of the object a factory returns (`http.get` of `const http = createHttp()`), `<any holder>.<copy>`.
   */
  property?: { object?: Node };
  /** The copy, inserted after the wrapper's statement. */
  insert: Edit;
}

interface Declared {
  statement: Node;
  id: Node;
  /** As the code spells it (`#send` for a private method). */
  name: string;
  exported: boolean;
  kind: 'function' | 'const' | 'method' | 'property';
  /** A property's object's declared name (`api` of `const api = { get: … }`); none for the object a factory returns. */
  object?: Node;
}

/** A top-level `function name() {}` or `const name = () => {}`, exported by name or not. */
function declarationOf(index: FileIndex, fn: Node): Declared | undefined {
  const top = (n: Node): { statement: Node; exported: boolean } | undefined => {
    const p = index.parent.get(n);
    if (p?.type === 'Program') return { statement: n, exported: false };
    if (p?.type === 'ExportNamedDeclaration' && index.parent.get(p)?.type === 'Program') return { statement: p, exported: true };
    return undefined;
  };
  if (fn.type === 'FunctionDeclaration' && fn.id) {
    const t = top(fn);
    return t && { ...t, id: fn.id, name: fn.id.name, kind: 'function' };
  }
  const d = index.parent.get(fn);
  if (d?.type === 'MethodDefinition') return methodOf(index, d) && { statement: d, id: d.key, name: propertyName(d.key)!, exported: false, kind: 'method' };
  if (d?.type === 'Property') return propertyOf(index, d, fn) ?? madePropertyOf(index, d, fn);
  const decl = d && index.parent.get(d);
  if (d?.type !== 'VariableDeclarator' || d.init !== fn || d.id.type !== 'Identifier' || decl?.type !== 'VariableDeclaration' || decl.kind !== 'const' || decl.declarations.length !== 1) return undefined;
  const t = top(decl);
  return t && { ...t, id: d.id, name: d.id.name, kind: 'const' };
}

/**
 * A function that is a plain property of an object of functions a top-level `const` holds
 * (`export const api = { get: (path, q) => send('GET', path, { query: q }) }`, or `get(path) { … }`).
 */
function propertyOf(index: FileIndex, p: TSESTree.Property, fn: Node): Declared | undefined {
  const name = propertyName(p.key);
  if (p.value !== fn || p.computed || p.kind !== 'init' || name === undefined || !/^[A-Za-z_$][\w$]*$/.test(name)) return undefined;
  const obj = index.parent.get(p);
  const d = obj && index.parent.get(obj);
  const decl = d && index.parent.get(d);
  if (obj?.type !== 'ObjectExpression' || d?.type !== 'VariableDeclarator' || d.init !== obj || d.id.type !== 'Identifier' || decl?.type !== 'VariableDeclaration' || decl.kind !== 'const') return undefined;
  const up = index.parent.get(decl);
  const exported = up?.type === 'ExportNamedDeclaration';
  if ((exported ? index.parent.get(up) : up)?.type !== 'Program') return undefined;
  return { statement: p, id: p.key, name, exported, kind: 'property', object: d.id };
}

/**
 * A function that is a plain property of the object literal a factory returns (`function createHttp() {
 * … return { get: (path, query) => …, post: … }; }`): its copy goes beside it in that literal, so every
 * object the factory makes has it.
 */
function madePropertyOf(index: FileIndex, p: TSESTree.Property, fn: Node): Declared | undefined {
  const name = propertyName(p.key);
  if (p.value !== fn || p.computed || p.kind !== 'init' || name === undefined || !/^[A-Za-z_$][\w$]*$/.test(name)) return undefined;
  const obj = index.parent.get(p);
  return obj && madeObjectFactory(index, obj) ? { statement: p, id: p.key, name, exported: false, kind: 'property' } : undefined;
}

/**
 * Whether the object's every read, in its own file and in the run's files that import it, reads one
 * of its functions by name (`api.get(…)`): nothing lists its keys, copies it or hands it on, so a
 * function added beside the others changes nothing its readers see. Its own file's reads as the base
 * proof follows a wrapper's (handed-on.ts `handedOn`), its importers' as an export's (imported-reads.ts);
 * an exported object only where the run sees every file (project mode).
 */
function onlyMembersRead(ctx: FileContext, index: FileIndex, fn: Node, id: TSESTree.Identifier): boolean {
  if (handedOn(index, fn)) return false;
  const names = exportNames(index, id);
  if (names.size === 0) return true;
  if (!ctx.finder.ev.external) {
    ctx.finder.ev.unresolved = true;
    return false;
  }
  // (A script the run does not read may import it; documentation names it without reading it.)
  if ((ctx.finder.unreadFiles?.(id.name) ?? []).some((p) => RUNS_SCRIPT.test(p.file))) return false;
  const own = index === ctx.index ? ctx.finder : ctx.finder.runFiles?.(id.name).find((f) => f.index === index);
  const found = own && importedReads(own, names);
  return !!found && !found.unfollowed && found.reads.every(({ finder, node }) => {
    const m = finder.index.parent.get(node);
    return m?.type === 'MemberExpression' && m.object === node && !m.computed;
  });
}

/**
 * The named class a plain method (not static, not an accessor, not computed) belongs to, when the
 * class is declared at the top of its file: the copy goes beside the method in its body.
 */
function methodOf(index: FileIndex, m: TSESTree.MethodDefinition): TSESTree.ClassDeclaration | undefined {
  const cls = index.parent.get(index.parent.get(m)!);
  if (m.kind !== 'method' || m.static || m.computed || !propertyName(m.key) || cls?.type !== 'ClassDeclaration' || !cls.id) return undefined;
  const up = index.parent.get(cls);
  const at = up?.type === 'ExportNamedDeclaration' || up?.type === 'ExportDefaultDeclaration' ? index.parent.get(up) : up;
  return at?.type === 'Program' ? cls : undefined;
}

/**
 * Whether `this.<name>` in the class's methods is that method wherever the class is used: no file
 * of the run extends the class (a subclass may override it), its own file neither assigns the name
 * (`this.send = …`, `client.send = …`) nor reaches a prototype (mixins), and a class other files can
 * import is copied only where the run sees them (project mode).
 */
function onlyOwnMethod(ctx: FileContext, cls: TSESTree.ClassDeclaration, name: string): boolean {
  // A private method is the class's own: no subclass, prototype or other code can put another under its name.
  if (name.startsWith('#')) return true;
  // Exported where it is declared, or its name handed on anywhere but to `new` (`export default Bot`, `module.exports = Bot`).
  const b = ctx.index.resolve(cls.id!);
  const handed = !!b && ctx.index.references(b).some((r) => r !== b.id && !(ctx.index.parent.get(r)?.type === 'NewExpression' && (ctx.index.parent.get(r) as TSESTree.NewExpression).callee === r));
  const exported = ctx.index.parent.get(cls)?.type !== 'Program' || handed;
  if (exported && !ctx.finder.ev.external) {
    // Project mode sees the files that may extend it.
    ctx.finder.ev.unresolved = true;
    return false;
  }
  const className = cls.id!.name;
  if (/\bprototype\b/.test(ctx.text) || new RegExp(`\\.\\s*${name}\\s*=(?!=)`).test(ctx.text)) return false;
  const extend = new RegExp(`\\bextends\\s+(?:[\\w$]+\\.)?${className}(?![\\w$])`);
  const files = ctx.finder.runFiles?.(className) ?? [];
  if ((ctx.finder.unreadFiles?.(className) ?? []).some((p) => RUNS_SCRIPT.test(p.file))) return false;
  return [ctx.finder, ...files].every((f) => !extend.test(f.text));
}

/**
 * The twin's declaration beside the field's own, the same text under the twin's name, at its
 * indentation (`#root;` → `#rootV3;`, `private readonly url: string;` → `private readonly urlV3: string;`).
 */
function declaration(text: string, field: TSESTree.PropertyDefinition, twin: string, file: string): Edit {
  const from = field.range[0];
  const indent = /[ \t]*$/.exec(text.slice(text.lastIndexOf('\n', from - 1) + 1, from))![0];
  const own = text.slice(from, field.key.range[0]) + twin + text.slice(field.key.range[1], field.range[1]);
  return { range: [field.range[1], field.range[1]], text: `\n${indent}${own}${own.trimEnd().endsWith(';') ? '' : ';'}`, file };
}

const NAME = (name: string) => new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');

/**
 * The copy of the wrapper `s` calls, its base read edited by `inner` (the split of the wrapper's
 * own request), or undefined when the wrapper is not one this can copy.
 */
export function wrapperCopy(ctx: FileContext, s: Site, inner: Edit | undefined, helper?: Node, chained = false): WrapperCopy | undefined {
  const w = helper ? { fn: helper, file: ctx.file, nested: false } : s.wrapper;
  // A nested wrapper only where `inner` calls the copy of the wrapper it calls in turn (`chained`, split.ts).
  if (!w || (w.nested && !chained) || !inner || (inner.file ?? ctx.file) !== w.file) return undefined;
  const fn = w.fn;
  if (inner.range[0] < fn.range[0] || inner.range[1] > fn.range[1]) return undefined;
  // The wrapper's own file, which may import the base from the base's (`import { API } from './config.js'`):
  // the copy is made of its text, its read of the base edited by `inner`.
  const index = w.file === ctx.file ? ctx.index : fileIndexOf(fn);
  const decl = index && declarationOf(index, fn);
  if (!index || !decl) return undefined;
  const text = index.text;
  const name = decl.name;
  // (Whether nothing else can put a method under its name is known of the base's own file only.)
  if (decl.kind === 'method' && (w.file !== ctx.file || !onlyOwnMethod(ctx, methodOf(index, decl.statement as TSESTree.MethodDefinition)!, name))) return undefined;
  if (decl.kind === 'property' && !(decl.object ? onlyMembersRead(ctx, index, fn, decl.object as TSESTree.Identifier) : madeMembersOnly(index, fn, ctx.finder, !!ctx.finder.ev.external))) return undefined;
  // A wrapper that names itself (a page loop calling it again) would call the v4 one from its copy.
  // (Its names, not its text: a base it spells may hold the name, `'…/api/v3'` in `api`.)
  // (A function's name as another object's member, `xhr.send(body)` in `send`, or as a key, is not its own.)
  // (A function of the object a factory returns can name itself only as `this.<name>`: the object has no name there.)
  const own = memberNamed(index, name).filter((i) => within(i, fn) && (decl.kind === 'method' || (decl.kind === 'property' && decl.object) || !otherMember(index, i))).length;
  if (own !== (decl.kind === 'function' ? 1 : 0)) return undefined;
  const copy = freeName(name, [text, fileTextOf(s.call)]);
  if (!copy) return undefined;
  const body = (from: number) => text.slice(from, inner.range[0]) + inner.text + text.slice(inner.range[1], fn.range[1]);
  const at = decl.statement.range[1];
  if (decl.kind === 'property') {
    // Beside the function among the object's, at its indentation.
    const from = decl.statement.range[0];
    const indent = /[ \t]*$/.exec(text.slice(text.lastIndexOf('\n', from - 1) + 1, from))![0];
    const own = text.slice(from, decl.id.range[0]) + copy + body(decl.id.range[1]);
    return { fn, name, copy, file: w.file, exported: false, property: decl.object ? { object: decl.object } : {}, insert: { range: [at, at], text: `,\n${indent}${own}`, file: w.file } };
  }
  if (decl.kind === 'method') {
    // Beside the method in the class body, at the method's own indentation.
    const from = decl.statement.range[0];
    const indent = /[ \t]*$/.exec(text.slice(text.lastIndexOf('\n', from - 1) + 1, from))![0];
    return { fn, name, copy, file: w.file, exported: false, method: true, insert: { range: [at, at], text: `\n\n${indent}${text.slice(from, decl.id.range[0])}${copy}${body(decl.id.range[1])}`, file: w.file } };
  }
  const made = decl.kind === 'function' ? text.slice(fn.range[0], decl.id.range[0]) + copy + body(decl.id.range[1]) : `const ${copy} = ${body(fn.range[0])};`;
  return { fn, name, copy, file: w.file, exported: decl.exported, insert: { range: [at, at], text: `\n\n${decl.exported ? 'export ' : ''}${made}`, file: w.file } };
}

/** `x.name` of an object other than `this`, or a key `{ name: … }`: no read of a function named so. */
function otherMember(index: FileIndex, i: Node): boolean {
  const p = index.parent.get(i);
  if (p?.type === 'MemberExpression' && p.property === i && !p.computed) return p.object.type !== 'ThisExpression';
  return p?.type === 'Property' && p.key === i && !p.computed && !p.shorthand;
}

/** `<name>V3`, or a further letter, that no file the copy is named in spells yet. */
function freeName(name: string, texts: string[]): string | undefined {
  for (const suffix of ['V3', 'V3Kept', 'V3Copy']) {
    const n = `${name}${suffix}`;
    if (texts.every((t) => !NAME(n).test(t))) return n;
  }
  return undefined;
}

/** The edits that make the kept call `s` call the copy: its callee, and the import of it in another file. */
export function callOfCopy(c: WrapperCopy, s: Site, helper?: Node): Edit[] | undefined {
  const call = s.call;
  const index = fileIndexOf(call);
  if (!index || call.type !== 'CallExpression' || (helper ?? s.wrapper?.fn) !== c.fn) return undefined;
  if (c.method) {
    const callee = call.callee;
    const rename: Edit[] = [{ range: (callee as TSESTree.MemberExpression).property.range, text: c.copy, file: s.file }];
    if (s.file === c.file && ownMethodCall(index, call, c)) return rename;
    // A call on another receiver that the reading tied to the method (`this.requester.get(…)` of
    // `Requester.get`, in any file): the copy is a method of every instance of the class.
    const tied = callee.type === 'MemberExpression' && !callee.computed && callee.object.type !== 'ThisExpression' && propertyName(callee.property) === c.name;
    return tied && !NAME(c.copy).test(fileTextOf(call)) ? rename : undefined;
  }
  if (c.property) {
    // `api.get(…)` of the object, here or imported by its own name: `api.getV3(…)`.
    const callee = call.callee;
    if (callee.type !== 'MemberExpression' || callee.computed || propertyName(callee.property) !== c.name || callee.object.type !== 'Identifier') return undefined;
    // Of an object a factory makes: the reading tied the call to the function, through whichever name holds the object.
    if (!c.property.object) return NAME(c.copy).test(fileTextOf(call)) ? undefined : [{ range: callee.property.range, text: c.copy, file: s.file }];
    const b = index.resolve(callee.object);
    const spec = b?.kind === 'import' ? index.parent.get(b.id) : undefined;
    const same = s.file === c.file ? b?.id === c.property.object : spec?.type === 'ImportSpecifier' && spec.imported.type === 'Identifier' && spec.imported.name === (c.property.object as TSESTree.Identifier).name;
    return same ? [{ range: callee.property.range, text: c.copy, file: s.file }] : undefined;
  }
  if (call.callee.type !== 'Identifier') return undefined;
  const b = index.resolve(call.callee);
  const rename: Edit = { range: call.callee.range, text: c.copy, file: s.file };
  if (s.file === c.file) return b && b.id === declaredId(index, c.fn) ? [rename] : undefined;
  if (!c.exported || b?.kind !== 'import' || NAME(c.copy).test(fileTextOf(call))) return undefined;
  const spec = index.parent.get(b.id);
  if (spec?.type !== 'ImportSpecifier' || spec.imported.type !== 'Identifier' || spec.imported.name !== c.name || spec.local.name !== c.name) return undefined;
  return [rename, { range: [spec.range[1], spec.range[1]], text: `, ${c.copy}`, file: s.file }];
}

/**
 * `this.<name>(…)` in a method of the wrapper's own class (arrow functions inside it see the same
 * `this`; a nested `function` has its own): the instance the copy is a method of too.
 */
function ownMethodCall(index: FileIndex, call: TSESTree.CallExpression, c: WrapperCopy): boolean {
  const callee = call.callee;
  if (callee.type !== 'MemberExpression' || callee.computed || callee.object.type !== 'ThisExpression' || propertyName(callee.property) !== c.name) return false;
  const fn = index.ancestors(call).find((a) => a.type === 'FunctionExpression' || a.type === 'FunctionDeclaration');
  const method = fn && index.parent.get(fn);
  return method?.type === 'MethodDefinition' && !method.static && index.parent.get(method) === index.parent.get(index.parent.get(c.fn)!);
}

const declaredId = (index: FileIndex, fn: Node) => (fn.type === 'FunctionDeclaration' ? fn.id : (index.parent.get(fn) as TSESTree.VariableDeclarator | undefined)?.id);

/**
 * A method wrapper that reads its base from a field of its instance (`new URL(this.base + path)`, the
 * field set once in the constructor, `this.base = \`${host}/api/v3\``): no text of the wrapper can
 * spell that value again (the constructor's names are not in scope), so the instance keeps a twin of
 * it. The twin field is assigned the same expression right after the assignment (the same scope, no
 * code between: the same value), and the wrapper's copy reads the twin instead. Only where the field
 * always holds what the constructor gave it: assigned once, by a statement of the constructor's own
 * body, of an expression with the same value evaluated again right after (split-instance.ts `stable`); no other
 * assignment of that name in any file of the run (a setter, `gl.base = …`, `Object.assign`), no
 * accessor of it in the class, no file the run does not read naming it. The copy of the method is
 * then made as for any method wrapper (`wrapperCopy`: no subclass, no prototype reached).
 */
export function fieldCopy(ctx: FileContext, lit: Node, s: Site): { inner: Edit; twin: Edit[] } | undefined {
  const w = s.wrapper;
  const index = ctx.index;
  const method = w && index.parent.get(w.fn);
  if (!w || w.nested || w.file !== ctx.file || method?.type !== 'MethodDefinition' || method.kind !== 'method') return undefined;
  const body = index.parent.get(method);
  const cls = body && index.parent.get(body);
  if (body?.type !== 'ClassBody' || cls?.type !== 'ClassDeclaration') return undefined;
  // The assignment `this.<field> = <expr>` the base literal is in, a statement of the constructor's own body.
  const up = index.ancestors(lit);
  const assign = up.find((a): a is TSESTree.AssignmentExpression => a.type === 'AssignmentExpression');
  if (!assign || assign.operator !== '=' || !within(lit, assign.right) || up.slice(0, up.indexOf(assign)).some(isFunction)) return undefined;
  const left = assign.left;
  const field = left.type === 'MemberExpression' && !left.computed && left.object.type === 'ThisExpression' ? propertyName(left.property) : undefined;
  if (!field) return undefined;
  // A private field: no code outside the class body can name it, and the body must declare its twin.
  const own = field.startsWith('#');
  const statement = index.parent.get(assign);
  const block = statement && index.parent.get(statement);
  const ctorFn = block && index.parent.get(block);
  const ctor = ctorFn && index.parent.get(ctorFn);
  if (statement?.type !== 'ExpressionStatement' || block?.type !== 'BlockStatement' || ctorFn?.type !== 'FunctionExpression' || ctor?.type !== 'MethodDefinition' || ctor.kind !== 'constructor' || index.parent.get(ctor) !== body) return undefined;
  if (!stable(index, assign.right)) return undefined;
  // No accessor or method of the class under the field's name (`set base(v)` would run on the assignment).
  // (A field's declaration without a value is no accessor: a private field's, TypeScript's `private readonly url: string;`.)
  const declared = body.body.find((m): m is TSESTree.PropertyDefinition => m.type === 'PropertyDefinition' && !m.computed && !m.static && !m.value && !m.declare && propertyName(m.key) === field);
  if (body.body.some((m) => (m.type === 'MethodDefinition' || m.type === 'PropertyDefinition') && !m.computed && propertyName(m.key) === field && m !== declared)) return undefined;
  if (own && !declared) return undefined;
  // The one read of the field in the wrapper, `this.<field>` in the method itself (not a nested function's `this`).
  const reads = ownReads(index, w.fn, field);
  if (reads.length !== 1) return undefined;
  // A name is spelled into patterns below (`$` is a name's letter, not the end).
  const word = field.replace(/\$/g, '\\$');
  // Assigned nowhere else: in its file once (the constructor's), in no other file of the run, and named by no file the run does not read.
  const assigned = new RegExp(`\\.\\s*${word}\\s*(?:[-+*/%&|^]|\\*\\*|<<|>>>?|\\|\\||&&|\\?\\?)?=(?!=)`, 'g');
  // Another file of the run that names the field may set it by a key spelled as a string, or by a call of `Object` or `Reflect`.
  const computed = new RegExp(`\\[\\s*['"\`]${word}['"\`]\\s*\\]`);
  // (A computed key, a string, `Object.assign` or `Reflect` never reach a private field.)
  if ((ctx.text.match(assigned)?.length ?? 0) !== 1 || (!own && (/\bthis\s*\[/.test(ctx.text) || new RegExp(`['"\`]${word}['"\`]`).test(ctx.text) || setsByCall(index, field)))) return undefined;
  // A file that spells the word only in another name (`baseURL`) or as a variable of its own names no such property.
  const named = new RegExp(`(?:\\.\\s*|['"\`])${word}(?![\\w$])|(?<![\\w$.])${word}\\s*:|[{,]\\s*${word}\\s*[,}]`);
  const others = own ? [] : (ctx.finder.runFiles?.(field) ?? []).filter((f) => f !== ctx.finder && named.test(f.text));
  if (others.some((f) => new RegExp(assigned.source).test(f.text) || computed.test(f.text) || setsByCall(f.index, field)) || (!own && (ctx.finder.unreadFiles?.(field) ?? []).some((p) => RUNS_SCRIPT.test(p.file)))) return undefined;
  const twin = freeName(field, [ctx.text]);
  if (!twin) return undefined;
  const from = statement.range[0];
  const indent = /[ \t]*$/.exec(ctx.text.slice(ctx.text.lastIndexOf('\n', from - 1) + 1, from))![0];
  const expr = ctx.text.slice(assign.right.range[0], assign.right.range[1]);
  const assignTwin: Edit = { range: [statement.range[1], statement.range[1]], text: `\n${indent}this.${twin} = ${expr};`, file: ctx.file };
  const declareTwin = declared ? declaration(ctx.text, declared, twin, ctx.file) : undefined;
  return { inner: { range: reads[0].property.range, text: twin, file: ctx.file }, twin: declareTwin ? [declareTwin, assignTwin] : [assignTwin] };
}

/** `this.<field>` reads in the method `fn` itself and its arrow functions (a nested `function` has its own `this`); any other member of that name in it fails (no reads). */
function ownReads(index: FileIndex, fn: Node, field: string): TSESTree.MemberExpression[] {
  const out: TSESTree.MemberExpression[] = [];
  for (const id of memberNamed(index, field)) {
    const m = index.parent.get(id);
    if (m?.type !== 'MemberExpression' || m.property !== id || m.computed || !within(m, fn)) continue;
    const up = index.ancestors(m);
    const own = m.object.type === 'ThisExpression' && !up.slice(0, up.indexOf(fn)).some((a) => a.type === 'FunctionExpression' || a.type === 'FunctionDeclaration');
    if (!own) return [];
    out.push(m);
  }
  return out;
}

/**
 * Whether a call of the file may set `field` on an object: `Object.assign(x, src)` with a source that
 * is not an object literal spelling its keys (none of them `field`), `Object.defineProperty`/`defineProperties`,
 * `Reflect.set`/`defineProperty`. (`Object.assign(headers, { 'Content-Type': … })` sets no field.)
 */
function setsByCall(index: FileIndex, field: string): boolean {
  return index.calls.some((n) => {
    if (n.type !== 'CallExpression' || n.callee.type !== 'MemberExpression' || n.callee.computed || n.callee.object.type !== 'Identifier' || n.callee.property.type !== 'Identifier') return false;
    const owner = n.callee.object.name;
    const name = n.callee.property.name;
    if (owner !== 'Reflect' && owner !== 'Object') return false;
    // A new object is no instance of the class: whatever is set on it (`Object.assign(new Error(m), { url })`).
    if (n.arguments[0] && fresh(index, n.arguments[0])) return false;
    if (owner === 'Reflect' || name === 'defineProperty' || name === 'defineProperties') return true;
    const literalKeys = (a: Node) => a.type === 'ObjectExpression' && a.properties.every((p) => p.type === 'Property' && !p.computed && (p.key.type === 'Identifier' ? p.key.name : p.key.type === 'Literal' ? String(p.key.value) : field) !== field);
    return name === 'assign' && !n.arguments.slice(1).every(literalKeys);
  });
}

/** The language's own constructors: `new Error(…)` makes an object of its own, never an instance of a class of the run. */
const BUILT_INS = new Set(['Error', 'TypeError', 'RangeError', 'SyntaxError', 'Object', 'Array', 'Map', 'Set', 'Date', 'URL', 'URLSearchParams', 'Headers', 'Response', 'FormData', 'Promise', ...CONSTRUCTED]);

/** An expression that makes a new object of its own: a literal, or a built-in's `new` (the name bound nowhere in the file). */
function fresh(index: FileIndex, n: Node): boolean {
  if (n.type === 'ObjectExpression' || n.type === 'ArrayExpression') return true;
  return n.type === 'NewExpression' && n.callee.type === 'Identifier' && BUILT_INS.has(n.callee.name) && !index.resolve(n.callee);
}

/**
 * The factory a kept call's wrapper is the product of (`const post = verb('POST')`, productCopy): the
 * function whose returned function, or arrow's body, the wrapper is, and all it does (calling it once
 * more for the copy then makes the same function and nothing else).
 */
export function productFactory(ctx: FileContext, s: Site): TSESTree.FunctionLike | undefined {
  const w = s.wrapper;
  const index = ctx.index;
  if (!w || w.nested || w.file !== ctx.file || s.call.type !== 'CallExpression' || s.call.callee.type !== 'Identifier') return undefined;
  const up = index.parent.get(w.fn);
  const ret = up?.type === 'ReturnStatement' ? index.ancestors(up).find(isFunction) : undefined;
  const only = ret?.body?.type === 'BlockStatement' && ret.body.body.length === 1 && ret.body.body[0] === up;
  return isFunction(up) && up.body === w.fn ? up : ret && only && returnedExpression(ret) === w.fn ? ret : undefined;
}

/**
 * The copy for a kept call of a wrapper a factory of the file made (`const post = verb('POST')` over
 * `const verb = (method) => async (path, body) => fetch(BASE + path, …)`): the factory's copy, its
 * base read edited by `inner` (`maker`, shared by every kept call through it), a product of that copy
 * made as the wrapper was, beside it (`const postV3 = verbV3('POST');`), and the call calling that
 * product. `fn` is the factory (productFactory); `shared`, its copy another kept call made. Only a
 * top-level factory and product of the wrapper's file, the product a `const` of one call of the
 * factory by its name with arguments that give the same values again; the kept call names the
 * product as it is declared, or imports it under that name.
 */
export function productCopy(ctx: FileContext, s: Site, fn: TSESTree.FunctionLike, inner: Edit, shared?: WrapperCopy): { maker: WrapperCopy; calling: Edit[] } | undefined {
  const call = s.call;
  const index = ctx.index;
  const makerDecl = declarationOf(index, fn);
  if (!makerDecl || makerDecl.kind === 'method' || call.type !== 'CallExpression' || call.callee.type !== 'Identifier') return undefined;
  const maker = shared ?? wrapperCopy(ctx, s, inner, fn);
  if (!maker) return undefined;
  // The product the call names: a top-level `const` of the wrapper's file, made by one call of the factory.
  const callIndex = fileIndexOf(call);
  const b = callIndex?.resolve(call.callee);
  const spec = b?.kind === 'import' ? callIndex?.parent.get(b.id) : undefined;
  const imported = spec?.type === 'ImportSpecifier' && spec.imported.type === 'Identifier' && spec.imported.name === spec.local.name ? spec : undefined;
  if (!b || (s.file !== ctx.file ? !imported : b.kind !== 'const')) return undefined;
  const product = index.named(call.callee.name).map((i) => index.parent.get(i)).find((d): d is TSESTree.VariableDeclarator => d?.type === 'VariableDeclarator' && d.id.type === 'Identifier' && d.id.name === (call.callee as TSESTree.Identifier).name);
  const init = product?.init;
  const statement = product && index.parent.get(product);
  const top = statement && index.parent.get(statement);
  if (!product || !init || init.type !== 'CallExpression' || init.callee.type !== 'Identifier' || init.callee.name !== makerDecl.name || index.resolve(init.callee)?.id !== makerDecl.id) return undefined;
  // Its arguments given again to the copy: the same values (`verb('POST')`), never a call made twice (`verb(nextId())`).
  if (!init.arguments.every((a) => stable(index, a))) return undefined;
  if (statement?.type !== 'VariableDeclaration' || statement.kind !== 'const' || statement.declarations.length !== 1 || (top?.type !== 'Program' && !(top?.type === 'ExportNamedDeclaration' && index.parent.get(top)?.type === 'Program'))) return undefined;
  const exported = top.type === 'ExportNamedDeclaration';
  // The call is of that declaration: in its file, bound to it; in another, its import, and only of an exported product.
  if (s.file === ctx.file ? b.id !== product.id : !exported) return undefined;
  const name = (product.id as TSESTree.Identifier).name;
  const copy = freeName(name, [ctx.text, fileTextOf(call)]);
  if (!copy || copy === maker.copy) return undefined;
  const text = ctx.text;
  const made = text.slice(init.range[0], init.callee.range[0]) + maker.copy + text.slice(init.callee.range[1], init.range[1]);
  const at = (top.type === 'ExportNamedDeclaration' ? top : statement).range[1];
  const insert: Edit = { range: [at, at], text: `\n${exported ? 'export ' : ''}const ${copy} = ${made};`, file: ctx.file };
  const rename: Edit = { range: call.callee.range, text: copy, file: s.file };
  const importing: Edit[] = imported ? [{ range: [imported.range[1], imported.range[1]], text: `, ${copy}`, file: s.file }] : [];
  return { maker, calling: [insert, rename, ...importing] };
}

/**
 * A helper whose own text spells the base (`function opts(method, uri) { return { method, baseUrl:
 * \`${gitlab.url}/api/v3\`, uri } }`, `const api = (path) => fetch('https://…/api/v3' + path)`), that the
 * kept call calls in its own file: its copy is the same text under a new name beside it, which
 * keeps the v3 text where the helper's moves. Nothing of the library the request goes through is
 * assumed (the copy builds what the helper built: the same text, in the same scope), so the call
 * needs no style of the registry. Only a top-level function or `const` of the base's file, named
 * by its own file only as the callee of calls (never handed on, never read as a value), that does
 * not name itself; the kept call calls it by that name.
 */
export function helperCopy(ctx: FileContext, lit: Node, s: Site): { copy: WrapperCopy; calling: Edit[] } | undefined {
  const call = s.call;
  if (s.file !== ctx.file || call.type !== 'CallExpression' || call.callee.type !== 'Identifier') return undefined;
  const index = ctx.index;
  const b = index.resolve(call.callee);
  const fn = calledFunction(index, call);
  if (!b || !fn || !within(lit, fn) || s.wrapper?.nested) return undefined;
  for (const r of index.references(b)) {
    if (r === b.id) continue;
    const p = index.parent.get(r);
    if (!(p?.type === 'CallExpression' && p.callee === r) && p?.type !== 'ExportSpecifier') return undefined;
  }
  const copy = wrapperCopy(ctx, s, asItIs(ctx, fn), fn);
  const calling = copy && callOfCopy(copy, s, fn);
  return copy && calling ? { copy, calling } : undefined;
}

/** The edit that makes a copy of `fn` its text as it is (a no-op at its end): a helper that spells the base itself, copied before the base moves. */
export function asItIs(ctx: FileContext, fn: Node): Edit {
  return { range: [fn.range[1], fn.range[1]], text: '', file: ctx.file };
}

/**
 * The function of the file a call runs, one a copy can be made of: a `function` or
 * `const` of a function called by its name (not an import, a parameter, a pattern, a name assigned
 * again), or a plain method of the call's own class called on `this`.
 */
export function calledFunction(index: FileIndex, call: TSESTree.CallExpression): TSESTree.FunctionLike | undefined {
  const callee = call.callee;
  if (callee.type === 'Identifier') {
    const b = index.resolve(callee);
    if (!b || b.kind === 'import' || b.kind === 'param' || b.pattern || b.reassigned) return undefined;
    const holder = index.parent.get(b.id);
    if (holder?.type === 'FunctionDeclaration') return holder;
    return holder?.type === 'VariableDeclarator' && holder.init && isFunction(holder.init) ? (holder.init as TSESTree.FunctionLike) : undefined;
  }
  if (callee.type !== 'MemberExpression' || callee.computed || callee.object.type !== 'ThisExpression') return undefined;
  const name = propertyName(callee.property);
  const body = index.ancestors(call).find((a): a is TSESTree.ClassBody => a.type === 'ClassBody');
  const method = body?.body.find((m): m is TSESTree.MethodDefinition => m.type === 'MethodDefinition' && m.kind === 'method' && !m.static && !m.computed && propertyName(m.key) === name);
  return method?.value;
}

