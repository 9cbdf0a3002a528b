// Where a call's response goes, within the file: awaited, `.then`, `.data`/`.body`/`.json()`,
// variables and destructuring, array callbacks and `for…of`. Each read of a field is reported
// with how deep into lists it is and under which fields it sits.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import type { Binding, FileIndex, Node } from './scope.js';
import { isFunction } from './scope.js';
import { ELEMENT_CALLBACKS, keyName } from './ast.js';

export interface FieldRead {
  node: Node; // the property name (member property or destructuring key)
  field: string;
  /** Fields between the body (or an element of it) and this one: `env.project.name` → ['project']. */
  path: readonly string[];
  /** 0 on the body itself, 1 on an element of a list body, … */
  level: number;
}

export interface ResponseUse {
  reads: FieldRead[];
  /** The body was read (through `.data`, `.body`, `.json()`, `.text()`). */
  bodyRead: boolean;
  /** Nodes the response value reaches (for status checks in `.catch` handlers and the like). */
  handlers: Node[];
}

const BODY = new Set(['data', 'body']);
const PARSE = new Set(['json', 'text']);
const KEEPS_LIST = new Set(['filter', 'slice', 'sort', 'reverse', 'concat']);
const MAX_STEPS = 200;

interface State {
  level: number;
  path: readonly string[];
}

export function responseUse(index: FileIndex, call: Node): ResponseUse {
  const use: ResponseUse = { reads: [], bodyRead: false, handlers: [] };
  const work: Array<[Node, State]> = [[call, { level: 0, path: [] }]];
  const seen = new Set<Node>();
  let steps = 0;
  const bind = (id: Node | null | undefined, st: State) => {
    if (!id) return;
    if (id.type === 'Identifier') {
      const b = resolveDeclared(index, id);
      if (b) for (const r of index.references(b)) work.push([r, st]);
    } else if (id.type === 'ObjectPattern') {
      for (const p of id.properties) {
        if (p.type !== 'Property') continue;
        const k = keyName(p.key);
        if (!k) continue;
        if (BODY.has(k) && st.path.length === 0 && st.level === 0) {
          use.bodyRead = true;
          bind(p.value, st);
        } else {
          use.reads.push({ node: p.key, field: k, path: st.path, level: st.level });
          bind(p.value, { level: st.level, path: [...st.path, k] });
        }
      }
    } else if (id.type === 'ArrayPattern') {
      for (const e of id.elements) bind(e, { level: st.level + 1, path: st.path });
    } else if (id.type === 'AssignmentPattern') bind(id.left, st);
  };
  while (work.length && steps++ < MAX_STEPS) {
    const [expr, st] = work.pop()!;
    if (seen.has(expr)) continue;
    seen.add(expr);
    const p = index.parent.get(expr);
    if (!p) continue;
    switch (p.type) {
      case 'AwaitExpression':
      case 'ChainExpression':
      case 'TSNonNullExpression':
      case 'TSAsExpression':
        work.push([p, st]);
        break;
      case 'VariableDeclarator':
        if (p.init === expr) bind(p.id, st);
        break;
      case 'AssignmentExpression':
        if (p.right === expr) bind(p.left, st);
        break;
      case 'ForOfStatement':
        if (p.right === expr) bind(p.left.type === 'VariableDeclaration' ? p.left.declarations[0]?.id : p.left, { level: st.level + 1, path: st.path });
        break;
      case 'MemberExpression': {
        if (p.object !== expr) break;
        const name = !p.computed && p.property.type === 'Identifier' ? p.property.name : undefined;
        const outer = index.parent.get(p);
        const called = outer?.type === 'CallExpression' && outer.callee === p ? outer : undefined;
        if (p.computed) {
          if (p.property.type === 'Literal' && typeof p.property.value === 'number') work.push([p, { level: st.level + 1, path: st.path }]);
        } else if (!name) break;
        else if (called && name === 'then') {
          const cb = called.arguments[0];
          if (isFunction(cb)) bind(cb.params[0], st);
          work.push([called, st]);
        } else if (called && (name === 'catch' || name === 'finally')) {
          use.handlers.push(called);
          work.push([called, st]);
        } else if (called && PARSE.has(name) && st.path.length === 0) {
          use.bodyRead = true;
          work.push([called, st]);
        } else if (called && ELEMENT_CALLBACKS.has(name)) {
          const cb = called.arguments[0];
          if (isFunction(cb)) bind(cb.params[0], { level: st.level + 1, path: st.path });
          if (KEEPS_LIST.has(name)) work.push([called, st]);
          else if (name === 'find' || name === 'findLast') work.push([called, { level: st.level + 1, path: st.path }]);
        } else if (called && KEEPS_LIST.has(name)) work.push([called, st]);
        else if (BODY.has(name) && st.path.length === 0 && st.level === 0) {
          use.bodyRead = true;
          work.push([p, st]);
        } else if (!called) {
          use.reads.push({ node: p.property, field: name, path: st.path, level: st.level });
          if (st.path.length < 3) work.push([p, { level: st.level, path: [...st.path, name] }]);
        }
        break;
      }
    }
  }
  return use;
}

function resolveDeclared(index: FileIndex, id: TSESTree.Identifier): Binding | undefined {
  // The declaring identifier resolves to its own binding only through its scope's table.
  for (let n = index.parent.get(id); n; n = index.parent.get(n)) {
    const b = index.bindingIn(n, id.name);
    if (b && b.id === id) return b;
  }
  return undefined;
}
