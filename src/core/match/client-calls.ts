// Calls of a client library that speaks only v3 (`require('gitlab')(opts).projects.issues.list(…)`):
// the program writes no URL, but the library makes a v3 request. The call is read as that request —
// the method's route with the call's arguments in its placeholders and its options as parameters —
// and matched by the rulebook's matchers like any request, so every change of its route, of a
// parameter it passes and of an id it fills is found. Reported for manual work; the fix is moving
// to a client that speaks v4.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { JS_CLIENT_LIBRARIES, libraryMethod, type ClientLibrary, type ClientMethod } from '../../rulebook/clients.js';
import { tablesOf } from '../../rulebook/tables.js';
import type { Entry } from '../../rulebook/types.js';
import { keyName, memberName, unwrap } from '../extract/ast.js';
import type { Draft } from './drafts.js';
import { matchContext } from './drafts.js';
import { PASS_THROUGH } from '../extract/guesses.js';
import { isFunction, type FileIndex, type Node } from '../extract/scope.js';
import type { ParamRef, Site } from '../extract/sites.js';
import { charsOf, type Item } from '../extract/template.js';
import { parseUrl } from '../extract/url.js';
import { MATCHERS } from './registry.js';
import { compile } from './pattern.js';
import { onRoutes } from './semantic.js';

/** What an expression is: the module, or a member path below a client made from it. */
type Value = { lib: ClientLibrary; module: true; path: string[] } | { lib: ClientLibrary; module: false; path: string[] };

const MAX_DEPTH = 12;

export function clientCallDrafts(index: FileIndex, file: string, entries: readonly Entry[]): Draft[] {
  const out: Draft[] = [];
  const libs = JS_CLIENT_LIBRARIES.filter((c) => c.methods.length > 0);
  for (const call of index.calls) {
    if (call.type !== 'CallExpression') continue;
    const v = valueOf(index, call.callee, libs, 0);
    if (!v || v.module) continue;
    const method = methodOf(v.lib, v.path);
    if (!method) continue;
    const site = requestOf(v.lib, method, call, file);
    if (site) out.push(...methodDrafts(index, site, { lib: v.lib, method, path: v.path.join('.'), range: [call.callee.range[0], call.callee.range[1]] }, entries));
  }
  return out;
}

/**
 * What a Python or Ruby reader says of a request it read as a call of a v3-only client library's
 * method (`@gl.merge_request(project, id)`): the library and the method, by the offset of the
 * request, and the range of the method's name in the original.
 */
export interface LibraryCall {
  library: string;
  method: string;
  range: [number, number];
}

/** Whether a site is the request of such a library call: the rulebook's matchers do not read it as code's own request. */
export const isLibraryCall = (site: Site, libraryCalls: ReadonlyMap<number, LibraryCall> | undefined): boolean => !!libraryCalls?.has(site.call.range[0]);

/**
 * The drafts of the library calls a Python or Ruby reader wrote as requests (the route the library
 * makes, the call's arguments in its placeholders, its keywords as parameters): the same drafts a
 * JavaScript call of such a library gets.
 */
export function libraryCallDrafts(index: FileIndex, sites: readonly Site[], libraryCalls: ReadonlyMap<number, LibraryCall> | undefined, entries: readonly Entry[]): Draft[] {
  const out: Draft[] = [];
  if (!libraryCalls?.size) return out;
  for (const site of sites) {
    const call = libraryCalls.get(site.call.range[0]);
    const known = call && libraryMethod(call.library, call.method);
    if (call && known) out.push(...methodDrafts(index, site, { ...known, path: call.method, range: call.range }, entries));
  }
  return out;
}

/**
 * A base only such library calls read (`Gitlab.client(endpoint: '…/api/v3')`) is the library's to
 * join to its v3 routes: moving it to v4 under a v3-only library breaks every call. Its prefix is
 * reported for manual work, never edited; so is any draft on such a call that another pass made.
 */
export function keepLibraryBases(drafts: readonly Draft[], libraryCalls: ReadonlyMap<number, LibraryCall> | undefined): void {
  if (!libraryCalls?.size) return;
  for (const d of drafts) {
    const user = d.users?.find((s) => isLibraryCall(s, libraryCalls));
    // A call's own drafts (methodDrafts) are manual already; another pass's draft on such a call loses its edit.
    const site = user ?? (d.site && isLibraryCall(d.site, libraryCalls) && d.edits ? d.site : undefined);
    if (!site) continue;
    const call = libraryCalls.get(site.call.range[0])!;
    const lib = libraryMethod(call.library, call.method)?.lib;
    delete d.edits;
    delete d.held;
    d.tier = 'manual';
    if (user) d.message += ` The \`${call.library}\` client (${lib?.v3Only ?? 'this version'}) joins its v3 routes to this base: ${lib?.moveTo ? `move to ${lib.moveTo}.` : lib?.firstV4 ? `move to ${call.library} ${lib.firstV4} or later, whose client takes the v4 base.` : 'replace it.'}`;
  }
}

/** One call of a library method, read as `site`: a manual draft for each change of the request it makes. */
function methodDrafts(index: FileIndex, site: Site, call: { lib: ClientLibrary; method: ClientMethod; path: string; range: [number, number] }, entries: readonly Entry[]): Draft[] {
  const out: Draft[] = [];
  const { lib, method } = call;
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.change)) continue;
    const change = changeOf(index, site, entry);
    if (!change) continue;
    seen.add(entry.change);
    out.push({
      entry,
      file: site.file,
      range: call.range,
      message:
        `\`${call.path}\` of the \`${lib.name}\` client, which speaks only API v3, calls \`${method.route}\` (${lib.name} ${method.evidence}): ` +
        `${entry.message} ${lib.moveTo ? `Move to ${lib.moveTo}.` : lib.firstV4 ? `Move to ${lib.name} ${lib.firstV4} or later, whose methods differ.` : 'No version of it speaks v4: replace it.'}` +
        (change.id && !lib.language ? globalIdNote(index, change.id) : ''),
      tier: 'manual',
      confidence: 'high',
    });
  }
  return out;
}

/**
 * Whether the entry changes the library's request, and for an id rule the value the call fills the
 * id with. The id rule holds whatever the call passes: the v3 route takes the global id, so even a
 * call that passes an iid changes with the library. The prefix is the library's own: the
 * dependency is reported in package.json.
 */
function changeOf(index: FileIndex, site: Site, entry: Entry): { id?: Node } | undefined {
  if (entry.change === 'prefix') return undefined;
  for (const kind of tablesOf(entry)) {
    if (kind !== 'ids') {
      if (MATCHERS[kind](index, site, entry, matchContext(index.text)).length > 0) return {};
      continue;
    }
    for (const rule of entry.ids ?? []) {
      const span = onRoutes(site, rule.routes)?.captures.get('iid');
      const hole = span && site.url.items.slice(span.start, span.end).find((it) => it.kind === 'hole');
      if (span) return hole?.kind === 'hole' ? { id: hole.node } : {};
    }
  }
  return undefined;
}

/**
 * The request the library makes for the call, as a site: the method's route (the rulebook's route
 * pattern language) with its placeholders filled by the call's arguments (by position, or by the
 * keys of the object argument) and the options the call passes as its parameters.
 */
function requestOf(lib: ClientLibrary, method: ClientMethod, call: TSESTree.CallExpression, file: string): Site | null {
  const route = compile(method.route);
  if (!route.method) return null;
  const args = call.arguments;
  const placeholders = route.segments.flatMap((s) => (s.kind === 'param' ? [s.name] : []));
  const named = lib.args === 'named' && args[0]?.type === 'ObjectExpression' ? args[0] : undefined;
  // A placeholder the call gives no value for is still a value: the callee stands for it.
  const valueOfPlaceholder = (name: string): Node => {
    if (named) {
      const p = named.properties.find((q): q is TSESTree.Property => q.type === 'Property' && !q.computed && keyName(q.key) === name);
      return p ? p.value : call.callee;
    }
    const a = lib.args === 'positional' ? args[placeholders.indexOf(name)] : undefined;
    return a && a.type !== 'SpreadElement' ? a : call.callee;
  };
  const items: Item[] = charsOf('/api/v3');
  for (const seg of route.segments) {
    if (seg.kind === 'literal') items.push(...charsOf(`/${seg.text}`));
    else if (seg.kind === 'param') items.push(...charsOf('/'), { kind: 'hole', node: valueOfPlaceholder(seg.name), file, via: [] });
    else return null;
  }
  const url = parseUrl(items);
  if (!url) return null;
  const options = lib.args === 'named' ? named : args[placeholders.length];
  const params: ParamRef[] = [];
  let paramsComplete = true;
  if (options?.type === 'ObjectExpression') {
    for (const p of options.properties) {
      if (p.type !== 'Property' || p.computed) paramsComplete = false;
      else if (!(named && placeholders.includes(keyName(p.key) ?? ''))) params.push({ name: keyName(p.key) ?? '', file, prop: p, container: options });
    }
  } else if (options && !isFunction(options)) paramsComplete = false;
  return { file, call, root: call.callee, url, method: { value: route.method }, params, paramsComplete, clientLike: true };
}

/**
 * An object's global id passed where the v4 route takes the iid (`issues.show(pid, issue.id)`):
 * right for this v3 client, wrong once the call moves to a v4 one. Said, not edited: `.iid` here
 * would break the call while it still runs on v3.
 */
function globalIdNote(index: FileIndex, value: Node): string {
  const v = unwrap(value);
  if (v.type !== 'MemberExpression' || v.computed || memberName(v) !== 'id') return '';
  const text = index.text.slice(v.range[0], v.range[1]);
  const iid = index.text.slice(v.range[0], v.property.range[0]) + 'iid';
  return ` \`${text}\` is the global id this v3 method takes; the v4 route takes the iid: pass \`${iid}\` when the call moves.`;
}

function methodOf(lib: ClientLibrary, path: string[]): ClientMethod | undefined {
  // Bluebird's promisifyAll adds `Async` to every method name.
  const names = [path.join('.'), path.join('.').replace(/Async$/, '')];
  return lib.methods.find((m) => names.includes(m.path));
}

function moduleName(node: Node): ClientLibrary | undefined {
  if (node.type !== 'CallExpression' || node.callee.type !== 'Identifier' || node.callee.name !== 'require') return undefined;
  const arg = node.arguments[0];
  return arg?.type === 'Literal' && typeof arg.value === 'string' ? JS_CLIENT_LIBRARIES.find((c) => c.name === arg.value) : undefined;
}

function valueOf(index: FileIndex, expr: Node, libs: readonly ClientLibrary[], depth: number): Value | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const node = unwrap(expr);
  const lib = moduleName(node);
  if (lib) return libs.includes(lib) ? { lib, module: true, path: [] } : undefined;
  switch (node.type) {
    case 'Identifier': {
      const b = index.resolve(node);
      if (!b || b.reassigned || b.pattern) return undefined;
      if (b.kind === 'import') {
        const decl = b.init && index.parent.get(b.init);
        const found = decl?.type === 'ImportDeclaration' ? libs.find((c) => c.name === decl.source.value) : undefined;
        return found ? { lib: found, module: true, path: [] } : undefined;
      }
      return b.init && (b.kind === 'const' || b.kind === 'let' || b.kind === 'var') ? valueOf(index, b.init, libs, depth + 1) : undefined;
    }
    case 'MemberExpression': {
      if (node.computed || node.property.type !== 'Identifier') return undefined;
      const inner = valueOf(index, node.object, libs, depth + 1);
      if (!inner) return undefined;
      // `require('gitlab').ApiV3`, `Gitlab.create`: still the module's own names.
      if (inner.module) return { ...inner, path: [node.property.name] };
      return { ...inner, path: [...inner.path, node.property.name] };
    }
    case 'NewExpression':
    case 'CallExpression': {
      const callee = valueOf(index, node.callee, libs, depth + 1);
      if (callee?.module) {
        const how = callee.path.length === 0 ? (node.type === 'NewExpression' ? 'new' : 'call') : callee.path[0];
        return callee.lib.factories.includes(how) || (callee.path.length === 1 && callee.lib.factories.includes(callee.path[0])) ? { lib: callee.lib, module: false, path: [] } : undefined;
      }
      const name = memberName(node.callee) ?? '';
      const first = node.arguments[0];
      if (PASS_THROUGH.test(name) && first && first.type !== 'SpreadElement') {
        const v = valueOf(index, first, libs, depth + 1);
        return v && !v.module ? v : undefined;
      }
      return undefined;
    }
    default:
      return undefined;
  }
}
