// The product the differential suite is generated over: library style × base binding × change
// kind × where the parameters travel, the combinations that do not apply left out (each
// dimension says why), and a deterministic sample of it that covers every value of every
// dimension and every applicable pair of (library, binding), (binding, change), (library, change)
// and (change, carrier), plus every case of the hand-picked suite it replaced.
import { bind, BINDINGS, bindingReason, DATA_FILE, DATA_FILES, type Binding } from './bindings.js';
import { CARRIERS, carrierReason, CHANGES, type Carrier, type Change, type Req } from './changes.js';
import { LIBRARIES, type Library, type Shape } from './libraries.js';

export interface Case {
  /** `library|binding|change|carrier`: the key of the known-failures table. */
  id: string;
  lib: Library;
  binding: Binding;
  change: Change;
  carrier: Carrier;
  /** The folder's fix flags: review kinds get --fix-review. */
  review: boolean;
  file: string;
  /** The client module, the port left as `__PORT__`. */
  source: string;
  /** The file beside it that holds its base (the `json` and `module` bindings: DATA_FILES), the port left as `__PORT__`. */
  data?: { file: string; text: string };
  /** A file of the client's project it imports and no fix may change (the `vendored` binding's copy of the library), beside it. */
  support?: { file: string; text: string };
}

export const PORT = '__PORT__';

const objCode = (o: Record<string, string>) => `{ ${Object.entries(o).map(([k, v]) => `${/^\w+$/.test(k) ? k : `'${k}'`}: '${v}'`).join(', ')} }`;

/** A request shaped for a library: its parameters where the carrier puts them. */
export function shape(req: Req, carrier: Carrier): Shape {
  const params = req.paramsCode ?? (req.params ? objCode(req.params) : undefined);
  switch (carrier) {
    case 'none':
      return { method: req.method, path: req.path };
    case 'url':
      return { method: req.method, path: `${req.path}?${new URLSearchParams(req.params).toString()}` };
    case 'option':
      return { method: req.method, path: req.path, query: params };
    case 'body':
      return { method: req.method, path: req.path, body: params };
  }
}

/** Why a combination does not apply, or undefined when it does. */
export function reason(lib: Library, binding: Binding, change: Change, carrier: Carrier): string | undefined {
  return (
    bindingReason(lib, binding) ??
    carrierReason(change, carrier) ??
    (carrier === 'option' && !(binding === 'wrapper-options' || binding === 'wrapper-keyed' ? lib.handed?.query : lib.query) ? `${lib.id} has no query option: a query travels in the URL` : undefined)
  );
}

/** The requests of a case's client, in order: a held kind's fixable companion first. */
export const requestsOf = (c: { change: Change; carrier: Carrier }): [Req, Carrier][] => [
  ...(c.change.companion ? [[c.change.companion, 'none'] as [Req, Carrier]] : []),
  [c.change.req, c.carrier],
];

export function clientModule(lib: Library, binding: Binding, change: Change, carrier: Carrier): string {
  const shapes = requestsOf({ change, carrier }).map(([r, how]) => shape(r, how));
  const { decls, exprs } = bind(lib, binding, shapes, lib.opts);
  const tries = exprs.map((e) => `  try {\n    await ${e};\n  } catch (error) {\n    errors.push(error);\n  }`);
  return [
    binding === 'vendored' ? lib.instance!.vendored!.imports : lib.imports,
    ...(lib.prelude ? [lib.prelude] : []),
    ...requestsOf({ change, carrier }).flatMap(([r]) => (r.declsCode ? [r.declsCode] : [])),
    ...decls,
    '',
    '/** What the requests threw: every route they call answers, so anything here is a broken client. */',
    'export const errors = [];',
    '',
    `export async function run() {\n${tries.join('\n')}\n}`,
    '',
  ]
    .filter((l, i) => l !== '' || i > 0)
    .join('\n');
}

const fileOf = (id: string, n: number) => `${String(n).padStart(4, '0')}-${id.replace(/[^\w.-]+/g, '_')}.mjs`;

/** Every applicable case, in a fixed order. */
export function product(): Case[] {
  const out: Case[] = [];
  for (const lib of LIBRARIES)
    for (const binding of BINDINGS)
      for (const change of CHANGES)
        for (const carrier of CARRIERS) {
          if (reason(lib, binding, change, carrier)) continue;
          const id = `${lib.id}|${binding}|${change.id}|${carrier}`;
          const file = fileOf(id, out.length);
          const beside = DATA_FILES[binding];
          const data = beside ? { file: file.replace(/\.mjs$/, beside.suffix), text: beside.text } : undefined;
          const source = clientModule(lib, binding, change, carrier);
          const vendored = binding === 'vendored' ? lib.instance?.vendored : undefined;
          const support = vendored ? { file: vendored.file, text: vendored.text } : undefined;
          out.push({ id, lib, binding, change, carrier, review: !!change.review, file, source: data ? source.split(DATA_FILE).join(data.file) : source, ...(data ? { data } : {}), ...(support ? { support } : {}) });
        }
  return out;
}

/** The hand-picked suite's cases (library style × kind, the base in a const or the instance), by id. */
export const HAND_PICKED: string[] = (() => {
  const styles = ['axios', 'axios.create', 'got', 'got.extend', 'ky', 'ky.create', 'fetch', 'node-fetch', 'request', 'superagent'];
  const kinds: [string, Carrier][] = [
    ['prefix', 'none'],
    ['route-9.0/12', 'none'],
    ['method-9.0/1', 'none'],
    ['param-9.0/20', 'body'],
    ['query-9.0/14', 'option'],
    ['file-9.0/16', 'option'],
    ['file-branch-9.0/16+20', 'body'],
    ['review-confirm', 'body'],
    ['review-events-date', 'option'],
  ];
  return styles.flatMap((s) => {
    const lib = LIBRARIES.find((l) => l.id === s)!;
    const binding = lib.instance ? 'instance' : 'const';
    return kinds.map(([k, carrier]) => `${s}|${binding}|${k}|${carrier === 'option' && !lib.query ? 'url' : carrier}`);
  });
})();

/** The pairs a sample must cover, of one case. */
const pairsOf = (c: Case) => [
  `lib×binding ${c.lib.id} ${c.binding}`,
  `binding×change ${c.binding} ${c.change.id}`,
  `lib×change ${c.lib.id} ${c.change.id}`,
  `change×carrier ${c.change.id} ${c.carrier}`,
];

/**
 * A deterministic sample: the hand-picked cases, then greedily the case covering the most pairs
 * not covered yet (the first in product order on a tie) until every applicable pair is covered.
 */
export function sample(all: Case[]): Case[] {
  // Each case's pairs made once: the greedy loop reads them for every case on every pick.
  const pairs = new Map(all.map((c) => [c, pairsOf(c)] as const));
  const picked = new Set<Case>(all.filter((c) => HAND_PICKED.includes(c.id)));
  const covered = new Set([...picked].flatMap((c) => pairs.get(c)!));
  const wanted = new Set(all.flatMap((c) => pairs.get(c)!));
  while (covered.size < wanted.size) {
    let best: Case | undefined;
    let gain = 0;
    for (const c of all) {
      if (picked.has(c)) continue;
      let g = 0;
      for (const p of pairs.get(c)!) if (!covered.has(p)) g++;
      if (g > gain) [best, gain] = [c, g];
    }
    picked.add(best!);
    for (const p of pairs.get(best!)!) covered.add(p);
  }
  return all.filter((c) => picked.has(c));
}
