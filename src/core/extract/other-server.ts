// Two servers in one file. `/api/v3` is not GitLab's alone (Mattermost, Sonarr, OpenProject and
// GitHub Enterprise serve it too), and a file that talks to GitLab often talks to one of them as
// well. Where the file shows which of its bases is GitLab's — `gitlab` in the base's host or in the
// name it is given (`GITLAB_API`, `const gitlab = …`, a `gitlab:` key) — a URL that spells a host of
// its own (scheme and host written out; not `localhost` or an address, which may be any server), not
// that host, with no GitLab name of its own and no route only GitLab has, is the other server's: not a site, not a base. A file with no GitLab-named base
// gives no such contrast, and nothing is taken away (the base is reported, its fixes held, as
// before). fixtures/languages-3 (Mattermost and Sonarr beside GitLab), fixtures/languages-2's
// Svelte trap (`https://chat.example.org/api/v3/users/me`).
import { GENERIC_ROUTE_WORDS, GITLAB_NAME } from './guesses.js';
import { isAnyRoute, type PathSegments } from '../../rulebook/routes.js';
import { keyName, memberName } from './ast.js';
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { sourceOf, type FileIndex, type Node } from './scope.js';
import type { Site } from './sites.js';
import { segmentsOfUrl } from './url.js';

/** `scheme://host[:port]` a URL's text spells before its `/api/vN`, lower-cased; undefined when it spells none. */
export function spelledHost(text: string): string | undefined {
  const m = /^([a-z][\w+.-]*:\/\/[^/\s$%{}()`'"]+)\/api\/v\d+\b/i.exec(text.trim());
  return m?.[1].toLowerCase();
}

/** The `/api/v3` URLs of one file: which are GitLab's by name, and the hosts those spell. */
export class Servers {
  private readonly gitlabHosts = new Set<string>();
  private named = false;

  /**
   * A URL text (a base or a whole URL) of the file and the names it is given or came through; `segs`,
   * the route a call sends after the prefix: a route only GitLab has shows its base is GitLab's as
   * a GitLab name does (a Faraday `url: host + API_PATH` whose calls read merge requests).
   */
  add(text: string, names: readonly string[], segs?: PathSegments): void {
    if (!/\/api\/v\d/.test(text)) return;
    const host = spelledHost(text);
    if (!names.some(namesGitLab) && !(host && GITLAB_NAME.test(host)) && !(segs && gitlabOnlyRoute(segs))) return;
    this.named = true;
    if (host) this.gitlabHosts.add(host);
  }

  /**
   * Whether a URL of the file is another server's: it spells a host that is not GitLab-named and
   * not the host of a GitLab-named base, its names say nothing of GitLab, and the file has a
   * GitLab-named base. `segs`, the route after the prefix when the URL has one: a route as GitLab
   * spells it (no word guessed for a parameter, not only words every service has) keeps it GitLab's.
   */
  other(text: string, names: readonly string[], segs?: PathSegments): boolean {
    if (!this.named) return false;
    const host = spelledHost(text);
    if (!host || !namesAServer(host) || GITLAB_NAME.test(host) || this.gitlabHosts.has(host) || names.some(namesGitLab)) return false;
    return !segs || !gitlabOnlyRoute(segs);
  }
}

/** A host that names a server (`chat.example.org`), not a developer's own machine (`localhost:3000`, `127.0.0.1`, `[::1]`), which may be any of them. */
function namesAServer(host: string): boolean {
  const name = host.replace(/^[a-z][\w+.-]*:\/\//, '').replace(/:\d+$/, '');
  return !/^(localhost|[\d.]+|\[[\da-f:]+\])$/i.test(name);
}

/** The route a URL text spells after its `/api/vN` (no query), or undefined for a base alone. */
export function routeAfterPrefix(text: string): PathSegments | undefined {
  const rest = /\/api\/v\d+(\/[^?#\s]*)?/.exec(text)?.[1];
  const segs = (rest ?? '').split('/').filter(Boolean);
  return segs.length ? segs : undefined;
}

/** A route as GitLab spells it, with a word only GitLab's API has (`/projects/:id/merge_requests`; not `/users/me`). */
function gitlabOnlyRoute(segs: PathSegments): boolean {
  const words = segs.filter((s): s is string => typeof s === 'string' && !/^\d+$/.test(s));
  if (words.every((w) => GENERIC_ROUTE_WORDS.has(w))) return false;
  return isAnyRoute(segs, 0);
}

/**
 * What a URL literal that spells no host is joined to (`(process.env.GITLAB_URL || 'https://gitlab…') + '/api/v3'`):
 * a GitLab name in the rest of its concatenation, where its host comes from, names the base
 * GitLab's, as `gitlab` in its own host would. Once per concatenation (a chain of thousands of
 * literals is read once, not once per literal).
 */
function joinedNames(index: FileIndex, lit: Node): string[] {
  if (lit.type === 'Literal' && spelledHost(String(lit.value)) !== undefined) return [];
  let top: Node = lit;
  for (let p = index.valueParent(top); p && JOINS(p); p = index.valueParent(top)) {
    const known = joinedTop.get(p);
    top = known ?? p;
    if (known) break;
  }
  for (let n: Node | undefined = index.valueParent(lit); n && n !== top && !joinedTop.has(n); n = index.valueParent(n)) joinedTop.set(n, top);
  if (top === lit) return [];
  let name = joinedName.get(top);
  if (name === undefined) {
    name = sourceOf(top).match(GITLAB_WORD)?.[0] ?? joinedValueName(index, top);
    joinedName.set(top, name);
  }
  return name ? [name] : [];
}

/**
 * A GitLab name in the literal value of a variable the concatenation joins (`${host}/api/v3` where
 * `host = 'https://gitlab.internal.example'`, a component prop's default): the host comes from
 * there as much as from a literal written in place.
 */
function joinedValueName(index: FileIndex, top: Node): string {
  const ids: TSESTree.Identifier[] = [];
  const visit = (n: Node): void => {
    if (n.type === 'Identifier') ids.push(n);
    else if (n.type === 'TemplateLiteral') n.expressions.forEach(visit);
    else if (JOINS(n) && (n.type === 'BinaryExpression' || n.type === 'LogicalExpression')) {
      visit(n.left);
      visit(n.right);
    }
  };
  visit(top);
  for (const id of ids) {
    const init = index.resolve(id)?.init;
    if (init?.type === 'Literal' && typeof init.value === 'string') {
      const word = init.value.match(GITLAB_WORD)?.[0];
      if (word) return word;
    }
  }
  return '';
}

/** A word of code or text that names GitLab (`GITLAB_URL`, `https://legacy-gitlab.example`). */
const GITLAB_WORD = new RegExp(`[\\w$.:/-]*(?:${GITLAB_NAME.source})[\\w$.:/-]*`, 'i');
const JOINS = (n: Node) => n.type === 'TemplateLiteral' || n.type === 'LogicalExpression' || (n.type === 'BinaryExpression' && n.operator === '+');
const joinedTop = new WeakMap<Node, Node>();
const joinedName = new WeakMap<Node, string>();

/**
 * The names a string literal is given: the variable, key or member it is assigned to (`const chat = '…'`,
 * `GITLAB_API=…`); and what the options object it is a value of says of its server: GitLab's token
 * header among the object's keys or its headers' (`axios.create({ baseURL, headers: { 'PRIVATE-TOKEN': … } })`),
 * and the name a call files the object (or the literal) under (`setContext('gitlab', { api: … })`).
 */
export function literalNames(index: FileIndex, lit: Node): string[] {
  const out: string[] = [];
  let child: Node = lit;
  let named: Node | undefined;
  for (const a of index.ancestors(lit)) {
    if (!named) {
      if (a.type === 'VariableDeclarator' && a.id.type === 'Identifier') out.push(a.id.name);
      else if (a.type === 'Property') out.push(keyName(a.key) ?? '');
      else if (a.type === 'AssignmentExpression') out.push(memberName(a.left) ?? '');
      else if (a.type === 'PropertyDefinition') out.push(keyName(a.key) ?? '');
      else {
        child = a;
        continue;
      }
      named = a;
    }
    if (a.type === 'ObjectExpression') {
      // The object the literal is a value of, not one holding that object under a key of its own.
      if (child !== named) break;
      out.push(...tokenKeys(a));
    } else if (a.type === 'CallExpression' || a.type === 'NewExpression') {
      if (a.arguments.includes(child as TSESTree.CallExpressionArgument)) {
        for (const arg of a.arguments) if (arg !== child && arg.type === 'Literal' && typeof arg.value === 'string') out.push(arg.value);
      }
      break;
    } else if (a !== named) break;
    if (a.type !== 'Property' && a.type !== 'ObjectExpression') break;
    child = a;
  }
  return out;
}

/** GitLab's token keys among an options object's keys and its nested objects' (`headers`). */
function tokenKeys(obj: TSESTree.ObjectExpression): string[] {
  const out: string[] = [];
  for (const p of obj.properties) {
    if (p.type !== 'Property') continue;
    const k = keyName(p.key) ?? '';
    if (TOKEN_KEY.test(k)) out.push(k);
    if (p.value.type === 'ObjectExpression') for (const q of p.value.properties) if (q.type === 'Property' && TOKEN_KEY.test(keyName(q.key) ?? '')) out.push(keyName(q.key)!);
  }
  return out;
}

/** GitLab's own token header or parameter: a name that says the request is GitLab's as `gitlab` does. */
const TOKEN_KEY = /^(?:private|job)[-_]token$/i;
const namesGitLab = (n: string) => GITLAB_NAME.test(n) || TOKEN_KEY.test(n);

/** A site's URL as text, a computed piece as `$` (it spells no host), and the names its value came through. */
function siteText(site: Site): { text: string; names: string[] } {
  const names: string[] = [];
  let text = '';
  for (const it of site.url.items) {
    if (it.kind !== 'mark') text += it.kind === 'char' ? it.ch : '$';
    if (it.kind === 'hole') names.push(sourceOf(it.node));
    for (const n of it.via) names.push(memberName(n) ?? '');
  }
  return { text, names };
}

/** Each file's `/api/vN` literals with their names: walked once, for the sites' pass and the prefix's. */
const literalUrls = new WeakMap<FileIndex, Array<{ text: string; names: string[] }>>();

/** The file's servers, from its string literals and the names they are given, and from the routes its calls (`sites`) send. */
export function fileServers(index: FileIndex, sites: readonly Site[] = []): Servers {
  let urls = literalUrls.get(index);
  if (!urls) {
    urls = [];
    for (const lit of index.strings) {
      const text = lit.type === 'Literal' ? lit.value : (lit.value.cooked ?? '');
      if (/\/api\/v\d/.test(text)) urls.push({ text, names: [...literalNames(index, lit), ...joinedNames(index, lit)] });
    }
    literalUrls.set(index, urls);
  }
  const servers = new Servers();
  for (const u of urls) servers.add(u.text, u.names);
  for (const s of sites) if (s.file === index.file && s.url.prefix) servers.add(siteText(s).text, [], segmentsOfUrl(s.url));
  return servers;
}

/** The sites of the files given that are another server's (see above). */
export function otherServerSites(sites: readonly Site[], indexOf: (file: string) => FileIndex | undefined): Set<Site> {
  const byFile = new Map<string, Array<{ site: Site; text: string; names: string[] }>>();
  for (const site of sites) {
    const list = byFile.get(site.file) ?? [];
    list.push({ site, ...siteText(site) });
    byFile.set(site.file, list);
  }
  const out = new Set<Site>();
  for (const [file, spelled] of byFile) {
    const index = indexOf(file);
    const servers = index ? fileServers(index) : new Servers();
    for (const s of spelled) servers.add(s.text, s.names, segmentsOfUrl(s.site.url));
    for (const s of spelled) if (s.site.url.prefix && servers.other(s.text, s.names, segmentsOfUrl(s.site.url))) out.add(s.site);
  }
  return out;
}
