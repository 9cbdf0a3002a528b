// A call on an instance of a class another file declares: `this.requester.get(e)` in a resource
// class that took the requester as a constructor parameter property (`constructor(private readonly
// requester: Requester)`), `http.post(p)` on `const http = new GitLabHttp()`. Project mode's language
// service names the method the declared type (or the class made) has; the call is that method's
// call, read as a wrapper's, only where the run shows that nothing else can answer it: the instance
// is made by that class itself (no subclass that may override the method), reaches the call only
// through names and constructor parameters the run reads, is handed to no other code, and no code of
// the run writes the method (or the field that holds the instance) on any object. Anything else is a
// doubt, and the call stays what it was (a call tied to no base).
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { keyName, thisMemberUses, unwrap } from './ast.js';
import type { FileIndex, Node } from './scope.js';

/** A file of the run, as project mode loads it. */
export interface RunFile {
  file: string;
  index: FileIndex;
}

type Classy = TSESTree.ClassDeclaration | TSESTree.ClassExpression;

/** The class and name of a method a member call reaches, when it is an instance method of a named class. */
export function instanceMethod(fn: Node, index: FileIndex): { cls: TSESTree.ClassDeclaration; name: string } | undefined {
  const def = fn.type === 'MethodDefinition' ? fn : undefined;
  const body = def && index.parent.get(def);
  const cls = body && index.parent.get(body);
  const name = def && !def.computed && def.kind === 'method' && !def.static ? keyName(def.key) : undefined;
  return name && cls?.type === 'ClassDeclaration' && cls.id ? { cls, name } : undefined;
}

/**
 * Whether a class of this file is its own: declared with no export, and every reference to it the
 * callee of a `new` (not handed on, extended, exported by name or given to code that may write its
 * methods). Its instances and methods are then only what this file makes of them.
 */
export function keptHere(index: FileIndex, cls: TSESTree.ClassDeclaration): boolean {
  const up = index.parent.get(cls);
  if (!cls.id || up?.type === 'ExportNamedDeclaration' || up?.type === 'ExportDefaultDeclaration') return false;
  const b = index.resolve(cls.id);
  return !!b && index.references(b).every((r) => {
    const p = index.parent.get(r);
    return p?.type === 'NewExpression' && p.callee === r;
  });
}

/**
 * Why `call` (a member call in `index`'s file) may not run the method `name` of `cls`, or undefined
 * when the run proves it does. `runFiles` gives the run's files whose text spells a word.
 */
export function instanceDoubt(index: FileIndex, call: TSESTree.CallExpression, cls: TSESTree.ClassDeclaration, name: string, runFiles: (word: string) => readonly RunFile[]): string | undefined {
  const callee = unwrap(call.callee);
  if (callee.type !== 'MemberExpression' || callee.computed) return 'a computed member';
  const recv = unwrap(callee.object);
  let doubt: string | undefined;
  if (recv.type === 'Identifier') {
    const b = index.resolve(recv);
    doubt = b && (b.kind === 'const' || b.kind === 'let') && !b.reassigned && !b.pattern && b.init ? madeHere(index, b.id as TSESTree.Identifier, b.init, cls, runFiles) : 'an instance of no name the run reads';
  } else {
    const field = recv.type === 'MemberExpression' && !recv.computed && unwrap(recv.object).type === 'ThisExpression' ? keyName(recv.property) : undefined;
    const owner = index.enclosingClass(call);
    doubt = field && owner?.type === 'ClassDeclaration' && owner.id ? fieldDoubt(index, owner, field, cls, runFiles) : 'an instance the run does not follow';
  }
  // Last: it reads every file of the run that spells the name.
  return doubt ?? (memberWritten(name, runFiles) ? `\`${name}\` written` : undefined);
}

/**
 * A field of `owner` set once, in its constructor, from a parameter (a parameter property, or
 * `this.f = p`), read only as the receiver of method calls: every construction of `owner` the run
 * makes (there must be one) gives that parameter an instance made by `cls`.
 */
function fieldDoubt(index: FileIndex, owner: TSESTree.ClassDeclaration, field: string, cls: TSESTree.ClassDeclaration, runFiles: (word: string) => readonly RunFile[]): string | undefined {
  const ctor = owner.body.body.find((m): m is TSESTree.MethodDefinition => m.type === 'MethodDefinition' && m.kind === 'constructor');
  if (!ctor) return `\`${field}\` set nowhere`;
  const params = ctor.value.params;
  let at = params.findIndex((p) => p.type === 'TSParameterProperty' && p.parameter.type === 'Identifier' && p.parameter.name === field);
  let setter: Node | undefined;
  const { writes, reads } = thisMemberUses(index, owner, field);
  if (at < 0 && writes.length === 1) {
    // `constructor(requester) { this.requester = requester; }`: one statement of the constructor's own body.
    const a = writes[0];
    const value = a.type === 'AssignmentExpression' && a.operator === '=' ? unwrap(a.right) : undefined;
    const st = index.parent.get(a);
    const p = value?.type === 'Identifier' ? index.resolve(value) : undefined;
    if (st?.type === 'ExpressionStatement' && index.parent.get(st) === ctor.value.body && p?.kind === 'param' && p.fn === ctor.value && p.index !== undefined && !p.reassigned) {
      at = p.index;
      setter = a;
    }
  }
  if (at < 0 || writes.some((w) => w !== setter)) return `\`${field}\` written`;
  // Read as anything but a call's receiver (`plugin(this.requester)`, `return this.requester`), it reaches code the run does not follow.
  for (const r of reads) if (!calledOn(index, r)) return `\`${field}\` handed on`;
  // The field written on an instance from outside (`projects.requester = other`).
  if (memberWritten(field, runFiles, setter)) return `\`${field}\` written`;
  const owners = runFiles(owner.id!.name);
  // A subclass may call the constructor with another value (`super(wrapped)`).
  if (owners.some((f) => f.index.classes.some((c) => c !== owner && extendsNamed(f.index, c, owner.id!.name)))) return `\`${owner.id!.name}\` extended`;
  const made = owners.flatMap((f) => f.index.calls.filter((c): c is TSESTree.NewExpression => c.type === 'NewExpression' && names(f.index, c.callee, owner.id!.name)).map((c) => ({ f, c })));
  if (made.length === 0) return `\`${owner.id!.name}\` made nowhere in the run`;
  for (const { f, c } of made) {
    const arg = c.arguments[at];
    if (!arg || arg.type === 'SpreadElement' || c.arguments.slice(0, at).some((a) => a.type === 'SpreadElement')) return `\`${owner.id!.name}\` given no instance`;
    const doubt = madeValue(f.index, arg, cls, runFiles);
    if (doubt) return doubt;
  }
  return undefined;
}

/** A value given to a constructor: `new Cls(…)` itself, or a name bound to one. */
function madeValue(index: FileIndex, arg: Node, cls: TSESTree.ClassDeclaration, runFiles: (word: string) => readonly RunFile[]): string | undefined {
  const u = unwrap(arg);
  if (u.type === 'NewExpression') return !names(index, u.callee, cls.id!.name) ? 'an instance of another class' : declaredOnce(cls, runFiles) ? undefined : `two classes \`${cls.id!.name}\``;
  const b = u.type === 'Identifier' ? index.resolve(u) : undefined;
  if (!b || !(b.kind === 'const' || b.kind === 'let') || b.reassigned || b.pattern || !b.init) return 'an instance the run does not follow';
  return madeHere(index, b.id as TSESTree.Identifier, b.init, cls, runFiles);
}

/**
 * A name bound to `new Cls(…)` (the class itself: a subclass may override the method), each of whose
 * reads is a method call on it or an argument of the constructor of a class the run declares (whose
 * field the same proof reads where it is called on).
 */
function madeHere(index: FileIndex, id: TSESTree.Identifier, init: Node, cls: TSESTree.ClassDeclaration, runFiles: (word: string) => readonly RunFile[]): string | undefined {
  const made = unwrap(init);
  if (made.type !== 'NewExpression' || !names(index, made.callee, cls.id!.name)) return 'an instance of another class';
  if (!declaredOnce(cls, runFiles)) return `two classes \`${cls.id!.name}\``;
  const b = index.resolve(id);
  for (const r of b ? index.references(b) : []) {
    const p = index.valueParent(r);
    if (p?.type === 'MemberExpression' && p.object === r && calledOn(index, r)) continue;
    if (p?.type === 'NewExpression' && p.arguments.includes(r as TSESTree.Expression) && p.callee.type === 'Identifier' && declaredInRun(p.callee.name, runFiles)) continue;
    return `\`${id.name}\` handed on`;
  }
  return undefined;
}

/** Whether `n` (a receiver, or the member that reads it) is read only as the receiver of a method call: `n.m(…)`. */
export function calledOn(index: FileIndex, n: Node): boolean {
  const m = index.valueParent(n);
  if (m?.type !== 'MemberExpression' || m.object !== n || m.computed) return false;
  const c = index.valueParent(m);
  return c?.type === 'CallExpression' && c.callee === m;
}

/** Whether `callee` names the class `name` (declared here, or imported under its own name or another). */
function names(index: FileIndex, callee: Node, name: string): boolean {
  if (callee.type !== 'Identifier') return false;
  const b = index.resolve(callee);
  if (b?.kind === 'class') return callee.name === name;
  const spec = b?.kind === 'import' ? index.parent.get(b.id) : undefined;
  return spec?.type === 'ImportSpecifier' && (spec.imported.type === 'Identifier' ? spec.imported.name : spec.imported.value) === name;
}

/** Whether a class of the run extends one spelled `name`. */
function extendsNamed(index: FileIndex, c: Classy, name: string): boolean {
  const s = c.superClass && unwrap(c.superClass);
  return !!s && (s.type !== 'Identifier' || s.name === name || names(index, s, name));
}

/** Whether `cls` is the one class of its name the run declares: the name at a `new` is then that class. */
function declaredOnce(cls: TSESTree.ClassDeclaration, runFiles: (word: string) => readonly RunFile[]): boolean {
  return runFiles(cls.id!.name).flatMap((f) => f.index.classes.filter((c) => c.id?.name === cls.id!.name)).length === 1;
}

/** Whether a run file declares a class of that name. */
function declaredInRun(name: string, runFiles: (word: string) => readonly RunFile[]): boolean {
  return runFiles(name).some((f) => f.index.classes.some((c) => c.type === 'ClassDeclaration' && c.id?.name === name));
}

/**
 * Whether any code of the run writes a member of that name on any object (`x.get = …`,
 * `Requester.prototype.get = …`, `x['get'] = …`, `Object.defineProperty(x, 'get', …)`), but `except`.
 */
export function memberWritten(name: string, runFiles: (word: string) => readonly RunFile[], except?: Node): boolean {
  for (const { index } of runFiles(name)) {
    for (const i of index.named(name)) {
      const m = index.parent.get(i);
      if (m?.type !== 'MemberExpression' || m.property !== i || m.computed) continue;
      const a = index.parent.get(m);
      if (a !== except && ((a?.type === 'AssignmentExpression' && a.left === m) || (a?.type === 'UpdateExpression' && a.argument === m))) return true;
    }
    for (const s of index.strings) {
      if (s.type !== 'Literal' || s.value !== name) continue;
      const p = index.parent.get(s);
      if (p?.type === 'MemberExpression' && p.property === s) {
        const a = index.parent.get(p);
        if (a?.type === 'AssignmentExpression' && a.left === p) return true;
      }
      if (p?.type === 'CallExpression' && p.arguments[1] === s && p.callee.type === 'MemberExpression' && /^define(Property|Getter)$|^__defineGetter__$/.test(keyName(p.callee.property) ?? '')) return true;
    }
  }
  return false;
}
