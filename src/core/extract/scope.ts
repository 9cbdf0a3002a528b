import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { MAX_NESTING, NestingError } from '../parse/nesting.js';

export type Node = TSESTree.Node;

/** What a name is bound to, as far as one file can tell. */
export interface Binding {
  kind: 'const' | 'let' | 'var' | 'param' | 'function' | 'class' | 'import';
  /** The declared identifier. */
  id: Node;
  /** The initial value (declarator init, function node, class node). */
  init?: Node;
  /** Function whose parameter this is. */
  fn?: Node;
  index?: number;
  /** Assigned again after its declaration: its value is not known statically. */
  reassigned?: boolean;
  /** Declared by destructuring `init` (`const { a } = require('./x')`): `init` is not its value. */
  pattern?: boolean;
}

// Each node carries its parent and its index under symbols of ours (ESLint's own `parent` is left
// alone): a WeakMap entry per node cost more than the rest of the walk, and the GC more again.
const PARENT = Symbol('gitlab-v4-migrate:parent');
const INDEX = Symbol('gitlab-v4-migrate:index');
type Tagged = { [PARENT]?: Node; [INDEX]?: FileIndex };

/** The parent links of a tree, read like a map. */
class ParentLinks {
  get(node: Node): Node | undefined {
    return (node as Tagged)[PARENT];
  }
  set(node: Node, parent: Node): void {
    (node as Tagged)[PARENT] = parent;
  }
}

const indexOfNode = {
  get: (node: object): FileIndex | undefined => (node as Tagged)[INDEX],
  set: (node: object, index: FileIndex): void => {
    (node as Tagged)[INDEX] = index;
  },
};

/** The file a node was parsed from (project mode holds several files' trees at once). */
export function fileOf(node: Node): string {
  return indexOfNode.get(node)?.file ?? '';
}

/** The index of the file a node was parsed from. */
export function fileIndexOf(node: Node): FileIndex | undefined {
  return indexOfNode.get(node);
}

/** The whole text of the file a node is in. */
export function fileTextOf(node: Node, fallback = ''): string {
  return indexOfNode.get(node)?.text ?? fallback;
}

/** Whether `inner`'s text lies within `outer`'s (the same file's nodes). */
export const within = (inner: Node, outer: Node): boolean => outer.range[0] <= inner.range[0] && inner.range[1] <= outer.range[1];

/** The source text of a node, from whichever file it is in. */
export function sourceOf(node: Node, fallback = ''): string {
  const text = indexOfNode.get(node)?.text ?? fallback;
  return text.slice(node.range[0], node.range[1]);
}

const SKIP_KEYS = new Set(['parent', 'loc', 'range', 'tokens', 'comments', 'typeAnnotation', 'returnType', 'typeParameters', 'typeArguments']);

function isNode(v: unknown): v is Node {
  return typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string';
}

/** Child nodes in source order, for ESTree from typescript-estree or from ESLint's parsers. */
export function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const key of Object.keys(node)) {
    if (SKIP_KEYS.has(key)) continue;
    const v = (node as unknown as Record<string, unknown>)[key];
    if (Array.isArray(v)) {
      for (const c of v) if (isNode(c)) out.push(c);
    } else if (isNode(v)) out.push(v);
  }
  return out;
}

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const BLOCK_SCOPES = new Set(['BlockStatement', 'ForStatement', 'ForInStatement', 'ForOfStatement', 'SwitchStatement', 'CatchClause', 'StaticBlock']);

/** A parameter's own pattern: `x` of `x = default`. */
export function paramId(p: Node): Node;
export function paramId(p: Node | undefined): Node | undefined;
export function paramId(p: Node | undefined): Node | undefined {
  return p?.type === 'AssignmentPattern' ? p.left : p;
}

/** Whether a parameter's type says what it holds (`opts: { url: string }`, `http: AxiosInstance`): what its calls give it is not read. */
export function typedParam(b: Binding): boolean {
  const param = b.fn && b.index !== undefined ? (b.fn as TSESTree.FunctionLike).params[b.index] : b.id;
  return !!param && 'typeAnnotation' in param && !!param.typeAnnotation;
}

/** The references of a declared name, found through the name (resolving the declaration's own id may find nothing inside a function). */
export function referencesOf(index: FileIndex, id: TSESTree.Identifier): TSESTree.Identifier[] {
  // A property spelled like the name (`config.gitlab` beside `const gitlab = got.extend(…)`) reads no variable.
  return index.named(id.name).filter((i) => i !== id && index.isReference(i) && index.resolve(i)?.id === id);
}

/** The names a destructuring pattern declares. */
function patternIds(p: Node): TSESTree.Identifier[] {
  switch (p.type) {
    case 'Identifier':
      return [p];
    case 'ObjectPattern':
      return p.properties.flatMap((q) => patternIds(q.type === 'Property' ? q.value : q));
    case 'ArrayPattern':
      return p.elements.flatMap((e) => (e ? patternIds(e) : []));
    case 'AssignmentPattern':
      return patternIds(p.left);
    case 'RestElement':
      return patternIds(p.argument);
    case 'TSParameterProperty':
      return patternIds(p.parameter);
    default:
      return [];
  }
}

export function isFunction(n: Node | undefined): n is TSESTree.FunctionLike {
  return !!n && FUNCTION_TYPES.has(n.type);
}

/**
 * Whether a named function of the file (a declaration, or a variable's function) is not exported
 * and is used only as the callee of calls `accept` takes: every caller is one the analysis reads.
 */
export function calledOnlyBy(index: FileIndex, fn: Node, accept: (call: TSESTree.CallExpression) => boolean): boolean {
  const p = index.parent.get(fn);
  const id = fn.type === 'FunctionDeclaration' ? fn.id : p?.type === 'VariableDeclarator' && p.init === fn && p.id.type === 'Identifier' ? p.id : undefined;
  if (!id || index.ancestors(fn).some((a) => a.type === 'ExportNamedDeclaration' || a.type === 'ExportDefaultDeclaration')) return false;
  const b = index.resolve(id);
  return !!b && usedOnlyAsCallee(index, b, accept);
}

/** Whether the name is used, and every use of it is the callee of a call `accept` takes. */
export function usedOnlyAsCallee(index: FileIndex, b: Binding, accept: (call: TSESTree.CallExpression) => boolean): boolean {
  const uses = index.references(b);
  return (
    uses.length > 0 &&
    uses.every((r) => {
      const call = index.parent.get(r);
      return call?.type === 'CallExpression' && call.callee === r && accept(call);
    })
  );
}

/**
 * One walk over the file: parents, the scopes' bindings, and every call. ESLint's own scope
 * manager is not used so that the CLI and the plugin see exactly the same thing.
 */
export class FileIndex {
  readonly parent = new ParentLinks();
  private readonly scopes = new Map<Node, Map<string, Binding>>();
  readonly calls: Array<TSESTree.CallExpression | TSESTree.NewExpression> = [];
  /** Every string literal and template element, in source order. */
  readonly strings: Array<TSESTree.StringLiteral | TSESTree.TemplateElement> = [];
  readonly classes: Array<TSESTree.ClassDeclaration | TSESTree.ClassExpression> = [];
  readonly identifiers: TSESTree.Identifier[] = [];
  /** Every `this` of the file, in source order. */
  readonly thises: TSESTree.ThisExpression[] = [];
  /** Every `#name` of the file (a private member's declaration or read). */
  readonly privateNames: TSESTree.PrivateIdentifier[] = [];
  readonly numbers: TSESTree.NumberLiteral[] = [];
  readonly regexes: TSESTree.RegExpLiteral[] = [];
  private readonly assigned = new Set<string>();
  /** Assignments that declare their name (a Svelte reactive declaration): not a second write of it. */
  private readonly declaring = new WeakSet<Node>();

  constructor(
    readonly program: TSESTree.Program,
    readonly text = '',
    readonly file = '',
  ) {
    this.walk(program);
    for (const scope of this.scopes.values())
      for (const [name, b] of scope) if ((b.kind === 'let' || b.kind === 'var') && this.assigned.has(name)) b.reassigned = true;
  }

  private scopeOf(node: Node, hoist: boolean): Node {
    let n: Node | undefined = this.parent.get(node);
    while (n) {
      if (n.type === 'Program' || FUNCTION_TYPES.has(n.type)) return n;
      if (!hoist && BLOCK_SCOPES.has(n.type)) return n;
      n = this.parent.get(n);
    }
    return this.program;
  }

  private declare(scope: Node, name: string, b: Binding) {
    let m = this.scopes.get(scope);
    if (!m) this.scopes.set(scope, (m = new Map()));
    if (!m.has(name)) m.set(name, b);
  }

  /**
   * Every node, parents first and in source order, with an explicit stack: a tree as deep as the
   * parser accepts must not depend on the size of the call stack. One deeper than MAX_NESTING is
   * refused here (the plugin's trees come from ESLint's parser, which nestingBound never saw), so
   * that the recursive walks of the analysis stay within a bounded depth.
   */
  private walk(program: Node): void {
    // Parallel stacks (one object per node cost more): the node, its parent, its depth, negative
    // for a function whose body is done.
    const nodes: Node[] = [program];
    const parents: Array<Node | undefined> = [undefined];
    const depths: number[] = [1];
    while (nodes.length > 0) {
      const node = nodes.pop()!;
      const parent = parents.pop();
      const depth = depths.pop()!;
      if (depth < 0) {
        this.leave(node as TSESTree.FunctionLike);
        continue;
      }
      if (depth > MAX_NESTING) throw new NestingError();
      this.visit(node, parent);
      if (FUNCTION_TYPES.has(node.type)) {
        nodes.push(node);
        parents.push(parent);
        depths.push(-1);
      }
      const kids = children(node);
      for (let i = kids.length - 1; i >= 0; i--) {
        nodes.push(kids[i]);
        parents.push(node);
        depths.push(depth + 1);
      }
    }
  }

  /** After a function's body: its parameters (a `var` of the body by the same name was declared first). */
  private leave(fn: TSESTree.FunctionLike): void {
    fn.params.forEach((p, index) => {
      // A rest parameter (`...parts`) is a parameter too: the arguments from its place on.
      const own = p.type === 'RestElement' && p.argument.type === 'Identifier' ? p.argument : p;
      const id = own.type === 'AssignmentPattern' ? own.left : own.type === 'TSParameterProperty' ? own.parameter : own;
      if (id.type === 'Identifier') this.declare(fn, id.name, { kind: 'param', id, fn, index });
      else for (const inner of patternIds(id)) this.declare(fn, inner.name, { kind: 'let', id: inner });
    });
    // A function expression's own name (`function retry() { … retry() }`) is seen only inside it, under its parameters and `var`s.
    if (fn.type === 'FunctionExpression' && fn.id) this.declare(fn, fn.id.name, { kind: 'function', id: fn.id, init: fn });
  }

  private visit(node: Node, parent: Node | undefined): void {
    if (parent) this.parent.set(node, parent);
    indexOfNode.set(node, this);
    switch (node.type) {
      case 'VariableDeclarator': {
        const decl = parent as TSESTree.VariableDeclaration;
        const kind = decl.kind === 'var' ? 'var' : decl.kind === 'const' ? 'const' : 'let';
        if (node.id.type === 'Identifier') {
          this.declare(this.scopeOf(node, decl.kind === 'var'), node.id.name, { kind, id: node.id, init: node.init ?? undefined });
        } else {
          // Destructured names: declared, with no value we can evaluate.
          for (const id of patternIds(node.id)) this.declare(this.scopeOf(node, decl.kind === 'var'), id.name, { kind, id, init: node.init ?? undefined, pattern: true });
        }
        break;
      }
      case 'FunctionDeclaration':
        if (node.id) this.declare(this.scopeOf(node, true), node.id.name, { kind: 'function', id: node.id, init: node });
        break;
      case 'ClassDeclaration':
        if (node.id) this.declare(this.scopeOf(node, false), node.id.name, { kind: 'class', id: node.id, init: node });
        this.classes.push(node);
        break;
      case 'ClassExpression':
        this.classes.push(node);
        break;
      case 'CatchClause':
        // `catch (e)`: a name of the clause, not a read of an outer `e`.
        if (node.param?.type === 'Identifier') this.declare(node, node.param.name, { kind: 'let', id: node.param });
        else if (node.param) for (const id of patternIds(node.param)) this.declare(node, id.name, { kind: 'let', id, pattern: true });
        break;
      case 'ImportSpecifier':
      case 'ImportDefaultSpecifier':
      case 'ImportNamespaceSpecifier':
        this.declare(this.program, node.local.name, { kind: 'import', id: node.local, init: node });
        break;
      case 'LabeledStatement': {
        // `$: api = \`${host}/api/v3\`` at a component's top level declares `api` (Svelte), always the
        // expression's value: a binding with that value, as a declaration with it would be.
        const a = node.body.type === 'ExpressionStatement' ? node.body.expression : undefined;
        if (node.label.name === '$' && parent?.type === 'Program' && a?.type === 'AssignmentExpression' && a.operator === '=' && a.left.type === 'Identifier' && !this.scopes.get(this.program)?.has(a.left.name)) {
          this.declaring.add(a);
          this.declare(this.program, a.left.name, { kind: 'let', id: a.left, init: a.right });
        }
        break;
      }
      case 'AssignmentExpression':
        if (node.left.type === 'Identifier' && !this.declaring.has(node)) this.assigned.add(node.left.name);
        break;
      case 'UpdateExpression':
        if (node.argument.type === 'Identifier') this.assigned.add(node.argument.name);
        break;
      case 'CallExpression':
      case 'NewExpression':
        this.calls.push(node);
        break;
      case 'Literal':
        if (typeof node.value === 'string') this.strings.push(node as TSESTree.StringLiteral);
        else if (typeof node.value === 'number') this.numbers.push(node as TSESTree.NumberLiteral);
        else if ('regex' in node && node.regex) this.regexes.push(node as TSESTree.RegExpLiteral);
        break;
      case 'TemplateElement':
        this.strings.push(node);
        break;
      case 'Identifier':
        this.identifiers.push(node);
        break;
      case 'PrivateIdentifier':
        this.privateNames.push(node);
        break;
      case 'ThisExpression':
        this.thises.push(node);
        break;
    }
  }

  bindingIn(scope: Node, name: string): Binding | undefined {
    return this.scopes.get(scope)?.get(name);
  }

  /** The binding `name` resolves to where `at` stands: a name the code spells otherwise (Svelte's `$store` is `store`). */
  resolveAt(at: Node, name: string): Binding | undefined {
    for (let n = this.parent.get(at); n; n = this.parent.get(n)) {
      const b = this.scopes.get(n)?.get(name);
      if (b) return b;
    }
    return this.scopes.get(this.program)?.get(name);
  }

  /** The binding an identifier reference resolves to, looking outward through its scopes. */
  resolve(ref: TSESTree.Identifier): Binding | undefined {
    let n: Node | undefined = this.parent.get(ref);
    // A declaration's own name declares its binding, even where an outer one has the same name
    // (`function projects(http)` beside a top-level `const http`: the parameter, not the constant); of
    // the bindings one declaration makes (a class's name inside its body and around it), the outermost.
    let declared: Binding | undefined;
    while (n) {
      const b = this.scopes.get(n)?.get(ref.name);
      if (b && b.id !== ref) return declared ?? b;
      declared = b ?? declared;
      n = this.parent.get(n);
    }
    return declared ?? this.scopes.get(this.program)?.get(ref.name);
  }

  private byRange?: Map<string, Node>;

  /** The outermost node spanning exactly [start, end). */
  nodeAt(start: number, end: number): Node | undefined {
    if (!this.byRange) {
      this.byRange = new Map();
      // Parents before children, so that the outermost node of a range is the one kept.
      for (const stack = [this.program as Node]; stack.length > 0; ) {
        const n = stack.pop()!;
        const key = `${n.range[0]}:${n.range[1]}`;
        if (!this.byRange.has(key)) this.byRange.set(key, n);
        for (const c of children(n)) stack.push(c);
      }
    }
    return this.byRange.get(`${start}:${end}`);
  }

  // Lookups built on first use, so that per-name scans stay linear on large (minified) files.
  private byName?: Map<string, TSESTree.Identifier[]>;
  private writesByName?: Map<string, TSESTree.Identifier[]>;
  private propertyWrites?: Map<string, Array<{ id: TSESTree.Identifier; value: Node }>>;
  private callsByFunction?: Map<Node | undefined, Array<TSESTree.CallExpression | TSESTree.NewExpression>>;

  /** Every identifier spelled `name`. */
  named(name: string): readonly TSESTree.Identifier[] {
    this.byName ??= groupBy(this.identifiers, (i) => [i.name, i]);
    return this.byName.get(name) ?? [];
  }

  /** Every identifier spelled `name` that an assignment or `++`/`--` writes. */
  writesTo(name: string): readonly TSESTree.Identifier[] {
    this.writesByName ??= groupBy(this.identifiers, (i) => {
      const p = this.parent.get(i);
      const written = (p?.type === 'AssignmentExpression' && p.left === i) || (p?.type === 'UpdateExpression' && p.argument === i);
      return written ? [i.name, i] : undefined;
    });
    return this.writesByName.get(name) ?? [];
  }

  /** Every `name.property = value` of the file. */
  propertyAssignments(name: string, property: string): ReadonlyArray<{ id: TSESTree.Identifier; value: Node }> {
    this.propertyWrites ??= groupBy(this.identifiers, (i) => {
      const m = this.parent.get(i);
      const a = m && this.parent.get(m);
      if (m?.type !== 'MemberExpression' || m.object !== i || m.computed || m.property.type !== 'Identifier') return undefined;
      if (a?.type !== 'AssignmentExpression' || a.left !== m || a.operator !== '=') return undefined;
      return [`${i.name}.${m.property.name}`, { id: i, value: a.right }];
    });
    return this.propertyWrites.get(`${name}.${property}`) ?? [];
  }

  /** The calls whose nearest enclosing function is `fn`. */
  callsIn(fn: Node): ReadonlyArray<TSESTree.CallExpression | TSESTree.NewExpression> {
    this.callsByFunction ??= groupBy(this.calls, (c) => [this.ancestors(c).find((a) => FUNCTION_TYPES.has(a.type)), c]);
    return this.callsByFunction.get(fn) ?? [];
  }

  /** Every reference to a binding (its declaration excluded). */
  references(b: Binding): TSESTree.Identifier[] {
    const name = (b.id as TSESTree.Identifier).name;
    return this.named(name).filter((i) => i !== b.id && this.isReference(i) && this.resolve(i) === b);
  }

  /** An identifier that reads a variable (not a property name or an object key). */
  isReference(i: TSESTree.Identifier): boolean {
    const p = this.parent.get(i);
    if (p?.type === 'MemberExpression' && p.property === i && !p.computed) return false;
    if (p?.type === 'Property' && p.key === i && !p.shorthand) return false;
    return true;
  }

  /** The parent of an expression past the type casts around it (`{…} as const`, `{…} satisfies T`). */
  valueParent(node: Node): Node | undefined {
    let p = this.parent.get(node);
    while (p && (p.type === 'TSAsExpression' || p.type === 'TSSatisfiesExpression')) p = this.parent.get(p);
    return p;
  }

  ancestors(node: Node): Node[] {
    const out: Node[] = [];
    for (let n = this.parent.get(node); n; n = this.parent.get(n)) out.push(n);
    return out;
  }

  enclosingClass(node: Node): TSESTree.ClassDeclaration | TSESTree.ClassExpression | undefined {
    for (let n = this.parent.get(node); n; n = this.parent.get(n))
      if (n.type === 'ClassDeclaration' || n.type === 'ClassExpression') return n;
    return undefined;
  }
}

/** `items` as lists by key; an item `entryOf` gives no entry for is left out. */
function groupBy<T, K, V>(items: readonly T[], entryOf: (item: T) => [K, V] | undefined): Map<K, V[]> {
  const out = new Map<K, V[]>();
  for (const item of items) {
    const entry = entryOf(item);
    if (!entry) continue;
    const list = out.get(entry[0]);
    if (list) list.push(entry[1]);
    else out.set(entry[0], [entry[1]]);
  }
  return out;
}
