// Positive evidence that a base is GitLab's. `/api/v3` is not GitLab's alone (GitHub Enterprise,
// trackers and CI services put their APIs there too), and a fix on another service's URL sends it
// a request it never answered. So a fix on a base (its move, and the route and parameter fixes of
// the calls on it) is made only when something shows the base is GitLab's:
// - a call on it to a route only GitLab's API has (`/projects/:id/merge_requests`; a lone
//   `/projects` or `/users` is every tracker's), or sending a parameter the change list names for
//   its route (`builds_enabled` to `PUT /projects/:id`);
// - GitLab's token (`PRIVATE-TOKEN`, `private_token`, `JOB-TOKEN`) or a GitLab client module in the file;
// - `gitlab` in the base's host or name, or a GitLab CI variable (`CI_SERVER_URL`);
// - the configuration (`baseUrls`) or the package's own GitLab client dependency saying so;
// - for a virtual document (a script, a fenced block), GitLab's token or client in its original text.
// Text in documentation fences is held to the same evidence as code: it is read as code.
// A base without evidence is still reported; its fixes are held ('not GitLab').
import type { Draft } from '../match/drafts.js';
import type { Site } from '../extract/sites.js';
import type { Node } from '../extract/scope.js';
import { sourceOf } from '../extract/scope.js';
import { memberName } from '../extract/ast.js';
import { GENERIC_ROUTE_WORDS, GITLAB_IN_FILE, GITLAB_NAME } from '../extract/guesses.js';
import { lineAround } from './base-proof.js';
import { isAnyRoute } from '../../rulebook/routes.js';
import { siteSegments } from '../match/v4-route.js';
import { presentParams } from '../match/drafts.js';
import { baseParamName } from '../extract/url.js';
import { hold } from './holds.js';
import type { Workspace } from '../workspace.js';
import type { AnalyzeOptions } from '../policy/policy.js';

/** Whether a draft's call sends a parameter its entry names for the route (`builds_enabled`). */
function sendsRuleParam(d: Draft): boolean {
  if (!d.entry.params?.length) return false;
  const sent = presentParams(d.site!);
  return d.entry.params.some((r) => sent.has(baseParamName(r.param)));
}

/** Whether the call's own route is one only GitLab's API has. */
function gitlabRoute(site: Site): boolean {
  const segs = siteSegments(site);
  const words = segs.filter((s): s is string => typeof s === 'string');
  if (words.length === 0 || (words.length === 1 && GENERIC_ROUTE_WORDS.has(words[0]))) return false;
  return isAnyRoute(segs);
}

/** GitLab's name in the URL's text or in the names its value came through (`GITLAB_URL`, `this.gitlabHost`). */
function gitlabNamed(site: Site): boolean {
  for (const it of site.url.items) {
    if (it.kind === 'char' && /[a-z]/i.test(it.ch)) continue;
    if (it.kind === 'hole' && GITLAB_NAME.test(sourceOf(it.node))) return true;
    if (it.via.some((n: Node) => GITLAB_NAME.test(memberName(n) ?? ''))) return true;
  }
  const host = site.url.items.slice(0, site.url.prefix?.start ?? 0).map((it) => (it.kind === 'char' ? it.ch : ' ')).join('');
  return GITLAB_NAME.test(host);
}

/** What a site's URL says before its prefix (`https://x.example.com`, `${url}`, `<BASE_HOST>`): two bases that say the same are one server's. */
function hostOf(site: Site): string | undefined {
  const p = site.url.prefix;
  if (!p || p.start === 0) return undefined;
  return site.url.items.slice(0, p.start).map((it) => (it.kind === 'char' ? it.ch : it.kind === 'hole' ? `\u0000${sourceOf(it.node)}\u0000` : '')).join('');
}

/** The literals a site's `/api/vN` prefix is spelled in: the sites that share one share a base. */
function baseKeys(site: Site): Node[] {
  const p = site.url.prefix;
  if (!p) return [];
  const out = new Set<Node>();
  for (const it of site.url.items.slice(p.start, p.end)) if (it.kind !== 'hole' && it.lit) out.add(it.lit.node);
  return [...out];
}

export interface Evidence {
  /** Whether a site's base is shown to be GitLab's. */
  site(site: Site): boolean;
  /**
   * Whether a prefix literal (a draft of the prefix rule) is shown to be GitLab's. GitLab's token or
   * client in the file speaks for the bases its calls use, and for the file's one base; in a file that
   * spells several API roots (v3 or v4: a fix pass moves one before the next pass asks), one no call of
   * the run uses has only its own line to say so (a GitLab instance and another service's:
   * `Vue.prototype.$gl = axios.create({ …, 'PRIVATE-TOKEN': … })` beside `$sonarr`).
   */
  prefix(p: Draft): boolean;
}

/**
 * What shows each base to be GitLab's. A site without a prefix of its own text was given its
 * version by evidence already (v3- or v4-only routes, the configuration, the package): it counts.
 */
export function gitlabEvidence(sites: readonly Site[], drafts: readonly Draft[], ws: Workspace, options: AnalyzeOptions): Evidence {
  const original = !!options.originalText && GITLAB_IN_FILE.test(options.originalText);
  const fileSays = new Map<string, boolean>();
  const inFile = (file: string): boolean => {
    let says = fileSays.get(file);
    if (says === undefined) fileSays.set(file, (says = original || GITLAB_IN_FILE.test(ws.get(file)?.text ?? '')));
    return says;
  };
  const named = new Set(drafts.filter((d) => d.site && sendsRuleParam(d)).map((d) => d.site!));
  const pkg = options.packageBase;
  // Asked per site and per draft: a route lookup is the costly part, so each site's answer is kept.
  const owns = new Map<Site, boolean>();
  const own = (s: Site): boolean => {
    let says = owns.get(s);
    if (says === undefined) owns.set(s, (says = named.has(s) || (!!pkg && pkg(s.file) !== undefined) || inFile(s.file) || gitlabNamed(s) || gitlabRoute(s)));
    return says;
  };
  const shownBases = new Set<Node>();
  const shownHosts = new Set<string>();
  // Only a site that spells its prefix shares a base with others.
  for (const s of sites) {
    if (!s.url.prefix || !own(s)) continue;
    for (const k of baseKeys(s)) shownBases.add(k);
    const host = hostOf(s);
    if (host) shownHosts.add(host);
  }
  const sameServer = (s: Site) => baseKeys(s).some((k) => shownBases.has(k)) || shownHosts.has(hostOf(s) ?? '');
  const roots = new Map<string, boolean>();
  const severalRoots = (file: string): boolean => {
    let several = roots.get(file);
    if (several === undefined) roots.set(file, (several = (ws.get(file)?.text.match(/\/api\/v[34](?!\w)/g) ?? []).length > 1));
    return several;
  };
  const literalSays = (file: string, at: number, fileWide = true) => {
    const text = ws.get(file)?.text ?? '';
    return GITLAB_NAME.test(lineAround(text, [at, at])) || (fileWide && inFile(file));
  };
  return {
    site: (s) => !s.url.prefix || own(s) || sameServer(s) || baseKeys(s).some((k) => literalSays(fileOfLiteral(s, k), k.range[0])),
    prefix: (p) => (p.users ?? []).some((s) => own(s) || sameServer(s)) || literalSays(p.file ?? p.site?.file ?? '', p.range[0], !!p.users?.length || !severalRoots(p.file ?? p.site?.file ?? '')),
  };
}

function fileOfLiteral(site: Site, node: Node): string {
  for (const it of site.url.items) if (it.kind !== 'hole' && it.lit?.node === node) return it.lit.file;
  return site.file;
}

/** Holds the fixes of calls whose base nothing shows to be GitLab's. */
export function holdUnshownCalls(drafts: readonly Draft[], evidence: Evidence): void {
  for (const d of drafts) if (d.site && d.edits && !evidence.site(d.site)) hold(d, { reason: 'not GitLab' });
}

/** Holds the move of a base nothing shows to be GitLab's: that is why it stays, whatever else holds it too. */
export function holdUnshownPrefixes(prefixes: readonly Draft[], evidence: Evidence): void {
  for (const p of prefixes) {
    if (p.suppressed || p.onV3 || evidence.prefix(p)) continue;
    p.edits = undefined;
    p.held = { reason: 'not GitLab' };
  }
}
