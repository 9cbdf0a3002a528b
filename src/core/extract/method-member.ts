// A method spelled as a member of a table of methods the file declares: a TypeScript enum (`Verb.Delete`
// of `enum Verb { Get = 'GET', Delete = 'DELETE' }`) or a constant object of strings (`Method.DELETE` of
// `const Method = { GET: 'GET', DELETE: 'DELETE' } as const`). The member is the method's text; a method
// change names the table's member for the new method (`Verb.Post`), where the table has one.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { keyName, methodInCase, unwrap } from './ast.js';
import { stringValue } from './calls.js';
import type { FileIndex, Node } from './scope.js';

interface Table {
  members: ReadonlyMap<string, string>;
}

/** The method a member names (`X.Y`), and the table's members by name, where X is such a table of this file. */
export function memberMethod(index: FileIndex, n: Node): { value: string; property: TSESTree.Identifier; table: Table } | undefined {
  const u = unwrap(n);
  if (u.type !== 'MemberExpression' || u.computed || u.object.type !== 'Identifier' || u.property.type !== 'Identifier') return undefined;
  const table = tableOf(index, u.object);
  const value = table?.members.get(u.property.name);
  return table && value !== undefined ? { value, property: u.property, table } : undefined;
}

/** The member of the table whose value is `method` as the old value spells it (`'POST'` for `'DELETE'`, `'post'` for `'delete'`). */
export function memberFor(table: Table, old: string, method: string): string | undefined {
  const want = methodInCase(old, method);
  const found = [...table.members].filter(([, v]) => v === want);
  return found.length === 1 ? found[0][0] : undefined;
}

function tableOf(index: FileIndex, id: TSESTree.Identifier): Table | undefined {
  const b = index.resolve(id);
  // A TypeScript enum of this file: its members' string initializers (the scope reads no enum binding).
  if (!b) {
    for (const st of index.program.body) {
      const d = st.type === 'ExportNamedDeclaration' ? st.declaration : st;
      if (d?.type !== 'TSEnumDeclaration' || d.id.name !== id.name || d.declare) continue;
      const members = 'body' in d && d.body ? (d.body as { members: TSESTree.TSEnumMember[] }).members : (d as unknown as { members: TSESTree.TSEnumMember[] }).members;
      const out = new Map<string, string>();
      for (const m of members) {
        const v = m.initializer && stringValue(m.initializer);
        if (m.id.type !== 'Identifier' || v === undefined) return undefined;
        out.set(m.id.name, v);
      }
      return written(index, id.name) ? undefined : { members: out };
    }
    return undefined;
  }
  if (b.kind !== 'const' || b.reassigned || b.pattern || !b.init) return undefined;
  let init = unwrap(b.init);
  // `Object.freeze({ … })`
  if (init.type === 'CallExpression' && init.arguments.length === 1 && init.callee.type === 'MemberExpression' && !init.callee.computed && init.callee.object.type === 'Identifier' && init.callee.object.name === 'Object' && keyName(init.callee.property) === 'freeze') init = unwrap(init.arguments[0]);
  if (init.type !== 'ObjectExpression') return undefined;
  const out = new Map<string, string>();
  for (const p of init.properties) {
    const key = p.type === 'Property' && !p.computed ? keyName(p.key) : undefined;
    const v = key !== undefined && p.type === 'Property' ? stringValue(p.value) : undefined;
    if (key === undefined || v === undefined) return undefined;
    out.set(key, v);
  }
  // Every reference a plain member read: never written, spread, handed on or read by a computed key.
  for (const r of index.references(b)) {
    const m = index.parent.get(r);
    const a = m && index.parent.get(m);
    if (m?.type !== 'MemberExpression' || m.object !== r || m.computed || (a?.type === 'AssignmentExpression' && a.left === m) || a?.type === 'UpdateExpression') return undefined;
  }
  return { members: out };
}

/** Whether a member of the enum `name` is assigned anywhere in the file. */
function written(index: FileIndex, name: string): boolean {
  return index.named(name).some((i) => {
    const m = index.parent.get(i);
    const a = m && index.parent.get(m);
    return m?.type === 'MemberExpression' && m.object === i && a?.type === 'AssignmentExpression' && a.left === m;
  });
}
