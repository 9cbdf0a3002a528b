// Resource classes: a subclass hands its route to a base class that keeps it
// (`super(client, '/projects/:id/issues', 'issue_id')`, or restful-client's
// `this.constructor.super_.call(this, client, '/projects/:id/issues', 'issue_id')`), and its methods
// build URLs from what the base keeps: `this.path` is the route, `this.onePath` the route of one
// resource (`path + '/:' + idName`).
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import type { FileIndex, Node } from './scope.js';
import { unwrap } from './ast.js';
import { ONE_ROUTE_MEMBERS, ROUTE_MEMBERS } from './guesses.js';

export interface ResourceRoute {
  /** The call that hands the route to the base class. */
  call: TSESTree.CallExpression;
  /** The route literal. */
  path: TSESTree.StringLiteral;
  /** The name of the id parameter (`'issue_id'`), when the base is given one. */
  id?: TSESTree.StringLiteral;
}

/** A route a base class is given: `/projects` alone counts (its one-resource route is `/projects/:id`). */
const RESOURCE_ROUTE = /^\/[a-z_]+(\/[\w:.{}$-]+)*$/;

/** `super(client, '/projects/:id/issues', 'issue_id')` and the ES5 spellings of the same call. */
export function resourceRouteOf(call: TSESTree.CallExpression): ResourceRoute | undefined {
  const callee = unwrap(call.callee);
  const toBase =
    callee.type === 'Super' ||
    (callee.type === 'MemberExpression' &&
      !callee.computed &&
      callee.property.type === 'Identifier' &&
      (callee.property.name === 'call' || callee.property.name === 'apply') &&
      call.arguments[0]?.type === 'ThisExpression');
  if (!toBase) return undefined;
  const strings = call.arguments.map((a) => unwrap(a)).filter((a): a is TSESTree.StringLiteral => a.type === 'Literal' && typeof a.value === 'string');
  const at = strings.findIndex((s) => RESOURCE_ROUTE.test(s.value));
  if (at < 0) return undefined;
  const id = strings[at + 1];
  return { call, path: strings[at], ...(id && /^\w+$/.test(id.value) ? { id } : {}) };
}

/** The route handed to the base class of the class a method belongs to. */
export function resourceRouteFor(index: FileIndex, n: Node): ResourceRoute | undefined {
  const ctor = constructorOf(index, n);
  if (!ctor) return undefined;
  for (const call of index.callsIn(ctor)) {
    const route = call.type === 'CallExpression' ? resourceRouteOf(call) : undefined;
    if (route) return route;
  }
  return undefined;
}

/** restful-client's own methods of a resource: their HTTP method, and whether they act on one resource. */
export const RESOURCE_METHODS: Readonly<Record<string, { verb: string; one: boolean }>> = {
  list: { verb: 'GET', one: false },
  create: { verb: 'POST', one: false },
  get: { verb: 'GET', one: true },
  update: { verb: 'PUT', one: true },
  remove: { verb: 'DELETE', one: true },
};

/** What `this.path` / `this.onePath` stand for in a method of a resource class, or undefined. */
export function resourceMember(index: FileIndex, n: TSESTree.MemberExpression): { route: ResourceRoute; one: boolean } | undefined {
  if (n.computed || n.property.type !== 'Identifier') return undefined;
  const one = ONE_ROUTE_MEMBERS.test(n.property.name);
  if (!one && !ROUTE_MEMBERS.test(n.property.name)) return undefined;
  // `this.this.onePath` is a typo in published code (node-gitlab's repository_branch.js): no route.
  if (unwrap(n.object).type !== 'ThisExpression') return undefined;
  const route = resourceRouteFor(index, n);
  return route && (!one || route.id) ? { route, one } : undefined;
}

/** The constructor of the class a method belongs to: an ES class's, or `Ctor` of `Ctor.prototype.m = function`. */
function constructorOf(index: FileIndex, n: Node): Node | undefined {
  const cls = index.enclosingClass(n);
  if (cls) {
    const ctor = cls.body.body.find((m) => m.type === 'MethodDefinition' && m.kind === 'constructor') as TSESTree.MethodDefinition | undefined;
    return ctor?.value;
  }
  for (const a of index.ancestors(n)) {
    if (a.type !== 'FunctionExpression') continue;
    const assign = index.parent.get(a);
    if (assign?.type !== 'AssignmentExpression' || assign.left.type !== 'MemberExpression') continue;
    const proto = unwrap(assign.left.object);
    if (proto.type !== 'MemberExpression' || proto.property.type !== 'Identifier' || proto.property.name !== 'prototype') continue;
    const owner = unwrap(proto.object);
    const b = owner.type === 'Identifier' ? index.resolve(owner) : undefined;
    return b?.kind === 'function' ? b.init : undefined;
  }
  return undefined;
}
