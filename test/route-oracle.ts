// The route oracle: every URL a fixed text builds on `/api/v4` must be a v4 route (method and
// path) in the service's route tables. Shared by the oracle test and the property test.
import { virtualDocs } from '../src/languages/index.js';
import { parse } from '../src/core/index.js';
import { routeText, siteProof, siteSegments } from '../src/core/match/v4-route.js';
import { Workspace } from '../src/core/workspace.js';
import { spokenByCallers, wrapperCallsOf } from '../src/core/decide/wrapper-callers.js';
import type { TSESTree } from '@typescript-eslint/typescript-estree';

/** The v4 calls of a text that are not proven v4 routes: `line: METHOD /path (suspect|no)`. */
export function nonV4Urls(text: string, filename: string, serverVersion?: string, program?: TSESTree.Program): string[] {
  const ws = new Workspace();
  // A reader's built program is read against the original text, as the linter reads it.
  const ctx = ws.add(filename, text, program ?? parse(text, filename));
  const out: string[] = [];
  const sites = ctx.finder.find();
  const wrapperCalls = wrapperCallsOf(sites);
  for (const site of sites) {
    if (site.url.version !== 4) continue;
    const segs = siteSegments(site);
    // A wrapper's own call (`${base}${path}`, or a route its callers finish): its callers are the routes.
    if (segs.every((s) => s === null) || spokenByCallers(site, wrapperCalls)) continue;
    const proof = siteProof(site, serverVersion);
    if (proof === 'proven') continue;
    const line = text.slice(0, site.call.range[0]).split('\n').length;
    out.push(`${line}: ${routeText(site.method.value, segs)} (${proof === 'no' ? 'not a v4 route' : 'not proven: a literal fills a parameter, or a computed segment a literal'})`);
  }
  return out;
}

/** The same of a file of an adapted kind (a script, a CI file, a page): over its virtual documents, which keep its lines. */
export function nonV4UrlsOfFile(text: string, filename: string, serverVersion?: string): string[] {
  return virtualDocs(text, filename).flatMap((d) => (d.program ? nonV4Urls(text, d.parseAs, serverVersion, d.program) : nonV4Urls(d.code ?? '', d.parseAs, serverVersion)));
}
