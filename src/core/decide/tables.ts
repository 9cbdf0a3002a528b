// Route tables (`const ROUTES = { builds: '/projects/:id/builds' }`) and the calls that read them
// (`got(BASE + ROUTES.builds)`): an entry is a request of the calls that read its table, on their
// base and through their client.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { fileIndexOf, type Node } from '../extract/scope.js';
import type { Site } from '../extract/sites.js';
import type { Draft } from '../match/drafts.js';
import { clientStyle } from '../../clients/index.js';
import { hold } from './holds.js';

/** Each route-table site and the calls whose URL reads its table: once per list of a run's sites (several passes ask). */
const known = new WeakMap<readonly Site[], Map<Site, Site[]>>();
export function tableReaders(sites: readonly Site[]): Map<Site, Site[]> {
  let out = known.get(sites);
  if (!out) known.set(sites, (out = readersOf(sites)));
  return out;
}

function readersOf(sites: readonly Site[]): Map<Site, Site[]> {
  const out = new Map<Site, Site[]>();
  // Tables of request records (`{ name: { method, path } }`): the site finder ties entries and the calls that read them (`Site.table`).
  const records = new Map<Node, Site[]>();
  for (const s of sites) if (s.table && s.call.type !== 'Property') records.set(s.table, [...(records.get(s.table) ?? []), s]);
  for (const s of sites) if (s.table && s.call.type === 'Property') out.set(s, records.get(s.table) ?? []);
  const tables = new Map<Node, Site[]>();
  for (const s of sites) {
    const id = s.table ? undefined : tableName(s);
    if (!id) continue;
    out.set(s, []);
    const list = tables.get(id);
    if (list) list.push(s);
    else tables.set(id, [s]);
  }
  if (tables.size === 0) return out;
  for (const u of sites)
    for (const it of u.url.items) {
      if (it.kind !== 'hole') continue;
      let n: Node = it.node;
      while (n.type === 'MemberExpression' || n.type === 'CallExpression') n = n.type === 'MemberExpression' ? n.object : n.callee;
      const b = n.type === 'Identifier' ? fileIndexOf(n)?.resolve(n) : undefined;
      for (const t of (b && tables.get(b.id)) ?? []) if (!out.get(t)!.includes(u)) out.get(t)!.push(u);
    }
  return out;
}

/** The table a route-table site is an entry of: the declared name of its object. */
function tableName(s: Site): TSESTree.Identifier | undefined {
  if (s.call.type !== 'Property') return undefined;
  const index = fileIndexOf(s.call);
  const obj = index?.parent.get(s.call);
  if (obj?.type !== 'ObjectExpression') return undefined;
  const n = index!.valueParent(obj);
  return n?.type === 'VariableDeclarator' && n.id.type === 'Identifier' ? n.id : undefined;
}

/**
 * An entry of a table of route strings is requested by the calls that read it (`fetch(url('blob'),
 * { method: 'GET' })`, `url = (name) => BASE + ROUTES[name]`): where they all agree, the entry
 * speaks their version and is matched with their method, so the rules that depend on either (a
 * route whose meaning changed for GET, an id v4 reads as an iid) see it. The method is not spelled
 * by the entry: no fix may change it there.
 */
export function tableReadersSpeak(sites: readonly Site[]): void {
  for (const [entry, readers] of tableReaders(sites)) {
    if (entry.table || readers.length === 0) continue;
    const versions = new Set(readers.map((r) => r.url.version));
    if (entry.url.version === null && versions.size === 1) entry.url.version = [...versions][0];
    const methods = new Set(readers.map((r) => r.method.value));
    const [only] = methods;
    if (!entry.method.value && methods.size === 1 && only) entry.method = { value: only, defaulted: readers.every((r) => r.method.defaulted) };
  }
}

/**
 * A query an entry's fix adds to its route (`/projects/owned` → `/projects?owned=true`) is sent
 * only if the client of every call that reads the entry keeps the URL's query: got's and ky's
 * `searchParams` replace it, and node-rest-client refuses a registered URL with a query when the
 * call passes `parameters`. Where a reader would drop or refuse it, the entry gets no rewrite.
 */
export function holdEntryQueries(drafts: readonly Draft[], sites: readonly Site[]): void {
  const readers = tableReaders(sites);
  for (const d of drafts) {
    // The rule's own v4 form says whether the fix adds a query (`to` with `?owned=true`), not the edit's text.
    if (!d.site || !d.edits || !d.rewrite?.to.query.length) continue;
    for (const r of readers.get(d.site) ?? []) {
      const style = clientStyle(r.client);
      const passes = r.params.length > 0 || !r.paramsComplete;
      const refusal = style?.refuses.find((f) => f.kind === 'query in registered url');
      if (style && passes && refusal) hold(d, { reason: 'no rewrite', noRewrite: { kind: 'query refused', style: style.id, key: refusal.paramsKey } });
      else if (passes && (!style || style.shape.queryReplacesUrl)) hold(d, { reason: 'no rewrite', noRewrite: { kind: 'query replaced', key: style?.shape.queryKeys[0] ?? 'its query option' } });
      else continue;
      break;
    }
  }
}
