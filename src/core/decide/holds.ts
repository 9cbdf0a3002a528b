// Why a fix is held back, as data on the draft: the passes that withhold fixes (the shared-text
// guard, the probe check, the prefix and the calls waiting on it, the base proof, the run's paths)
// say why and which finding blocks it. The sentence a person reads is rendered here and only
// here (`heldText`), from that data, as ESLint renders a `messageId` with its `data`: no other
// module writes a hold as text, and none reads one back.
import type { Draft, DraftHold } from '../match/drafts.js';
import type { Finding, Held, NoRewrite, NoSplit, Place, Unproven } from '../types.js';

export type { DraftHold };

/** Reasons that lower a fix to review without taking it away: a hold that takes it away says more. */
const REVIEW_ONLY = new Set<DraftHold['reason']>(['style not proven', 'kept on v3', 'one value', 'either form', 'answer read']);

/** Holds a draft's fix back: no edits, and the reason kept (the first reason that takes the fix away stands). */
export function hold(d: Draft, h: DraftHold): void {
  d.edits = undefined;
  if (!d.held || REVIEW_ONLY.has(d.held.reason)) d.held = h;
}

/**
 * Whether a run at this level makes a draft's fix: it has edits of a tier the level applies, not
 * hidden, and it is not a call's own copy of its v3 base (that keeps the finding: nothing is fixed).
 */
export function made(d: Draft, review: boolean): boolean {
  if (d.suppressed || !d.edits?.length || d.held?.reason === 'kept on v3') return false;
  return d.tier === 'safe' || (review && d.tier === 'review');
}

/** The message of a finding: the entry's text, then where its base is spelled (`cite`). Holds are not part of it. */
export function composeMessage(d: Draft): string {
  return d.cite ? `${d.message} (${d.cite})` : d.message;
}

/** A finding's key as a hold names it: a finding of the prefix's own key (not-a-v4-route) by its rule id. */
export function blockerKey(d: Pick<Draft, 'entry'>): string {
  return d.entry.change === 'prefix' ? d.entry.id : d.entry.change;
}

/** A hold as a finding carries it: the reason, and where the blocking finding and the base are. */
export function heldData(h: DraftHold, place: (d: Draft) => Place, display: (file: string) => string): Held {
  const blocker = h.blockers?.[0];
  const shown = (p: Place) => ({ file: display(p.file), line: p.line });
  const unproven = h.unproven?.kind === 'read unseen' ? { ...h.unproven, places: h.unproven.places.map(shown) } : h.unproven?.kind === 'requests unread' ? { ...h.unproven, file: display(h.unproven.file) } : h.unproven;
  return {
    reason: h.reason,
    ...(blocker ? { blocker: { ...place(blocker), change: blocker.entry.change } } : {}),
    ...(h.reason === 'prefix waits' && h.blockers?.length ? { waitsOn: [...new Set(h.blockers.map(blockerKey))] } : {}),
    ...(h.base ? { base: place(h.base) } : {}),
    ...(unproven ? { unproven } : {}),
    ...(h.at ? { at: shown(h.at) } : {}),
    ...(h.noRewrite ? { noRewrite: h.noRewrite } : {}),
    ...(h.style ? { style: h.style } : {}),
    ...(h.carrier ? { carrier: h.carrier } : {}),
    ...(h.noSplit ? { noSplit: h.noSplit } : {}),
  };
}

/** Why a matcher has no rewrite, in words. */
function noRewriteText(n: NoRewrite): string {
  switch (n.kind) {
    case 'no capture':
      return `no \`:${n.name}\` in the call`;
    case 'query value':
      return "the added query parameter cannot be written into the call's query object";
    case 'query replaced':
      return `the call passes its query as \`${n.key}\`, which cannot take the added parameter here`;
    case 'method hidden':
      return 'the call does not spell its method where it can be changed';
    case 'method unread':
      return `the call's method cannot be read: check by hand whether it is ${n.method}`;
    case 'base unseen':
      return "the call's base is not seen (a route other services spell too, in a file that speaks to GitLab): check by hand that it is GitLab's `/api/v3`";
    case 'body before options':
      return `the client's \`${n.method.toLowerCase()}\` may take a body before its options: check the arguments by hand`;
    case 'route start unseen':
      return `the URL starts with a value the run does not show, read as \`…/${n.scope}\` before the route the call spells: check its start by hand, and move it with its base`;
    case 'url assembled':
      return 'the URL is assembled in a way that cannot be rewritten in place';
    case 'tail unread':
      return 'the URL ends in a value glued to its last segment that cannot be read (a query, nothing, or more path)';
    case 'file path mixed':
      return 'the file path is partly literal and partly computed';
    case 'file path hidden':
      return 'the file path is not visible';
    case 'file path computed':
      return 'the file path is computed by a call, which moved into the path would run before what it ran after: move it by hand';
    case 'params hidden':
      return 'check by hand: some parameters of this call are not visible here';
    case 'param declared':
      return 'the parameter is named by a declaration the tool does not rewrite: change it by hand';
    case 'query refused':
      return `\`${n.style}\` refuses a URL with a query when the call also passes \`${n.key}\`: the query the fix adds would make the call throw`;
    case 'array value':
      return `the value may be an array, which each client sends in its own form: send \`${n.to}=…\` once per item by hand`;
    case 'value not mapped':
      return `the value is not one of ${n.values.join(', ')}`;
  }
}

/** Why a call gets no copy of its v3 base, in words. */
function noSplitText(n: NoSplit): string {
  switch (n.kind) {
    case 'hidden by policy':
      return 'a finding of the call is hidden by policy';
    case 'fix not made':
      return `its ${n.change} fix is not made by this run`;
    case 'style has no split':
      return n.style
        ? `\`${n.style}\` has no proven way to give one call its own base, and no helper or instance that spells the base can be copied for it`
        : 'its client is not one the registry can give its own base, and no helper that spells the base can be copied for it';
    case 'base read':
      return 'it does not read the base where the v3 base can be spelled again';
    case 'wrapper not copied':
      return `its wrapper${n.name ? ` \`${n.name}\`` : ''} cannot be copied for it`;
    case 'one file':
      return 'this run sees one file, not every call on the base';
    case 'base still held':
      return 'the base would still wait on something else';
    case 'another call':
      return 'another call on the base cannot get one (its finding says why)';
    case 'no call moves':
      return 'no call on the base has a v4 form, so none would move with it (a copy a split made keeps the v3 base for such calls)';
  }
}

/** A place as a sentence names it: `line 12` in the finding's own file, else `file:12`. */
function where(p: Place, file: string | undefined): string {
  return p.file === file ? `line ${p.line}` : `${p.file}:${p.line}`;
}

/** What could not be proven, in words; `at` is the call or read it is about. */
function unprovenText(u: Unproven, at: Place | undefined, file: string | undefined): string {
  const call = at ? `the call at ${where(at, file)}` : 'a call on it';
  switch (u.kind) {
    case 'params unread':
      return `the parameters of ${call} cannot all be read, and v4 changes \`${u.param}\` on its route`;
    case 'route is a parameter':
      return `the route of ${call} is \`${u.name}\`'s parameter, and code this run cannot see may call \`${u.name}\``;
    case 'route computed':
      return `the route of ${call} is computed where it cannot be read`;
    case 'method unread':
      return `the method of ${call} cannot be read, and v4 has no ${u.route}`;
    case 'meaning changed':
      return `the method of ${call} cannot be read, and v4 answers ${u.route} with another meaning`;
    case 'not a v4 route':
      return `\`${u.route}\`${at ? ` at ${where(at, file)}` : ''} is ${u.certain ? 'not a v4 route' : 'not proven a v4 route (a word fills a parameter, or code computes a segment)'}`;
    case 'spelled route':
      return `the route it spells, \`${u.route}\`, is not a v4 route`;
    case 'imported, one file':
      return `other files may import \`${u.name}\` and this run sees one file: run the CLI in project mode (without --no-project) to move it with every call on it`;
    case 'imported, unused':
      return `no call of the files of this run is seen to use \`${u.name}\`: run the CLI in project mode over the files that import it`;
    case 'read unseen': {
      const places = u.places.map((p) => where(p, file)).join(', ') + (u.more ? ` and ${u.more} more` : '');
      return `\`${u.name}\` is also read at ${places}, where the route${u.places.length + (u.more ?? 0) > 1 ? 's' : ''} built on it cannot be read`;
    }
    case 'requests unread':
      return `the requests on \`${u.name}\` in ${u.file} cannot be read`;
    case 'value computed':
      return `the value of \`${u.name}\`${at ? ` at ${where(at, file)}` : ''} is computed where the routes after it cannot be read`;
    case 'base not rewritten':
      return `the base${at ? ` at ${where(at, file)}` : ''} is not rewritten`;
    case 'no reader':
      return `no request of the files of this run reads \`${u.name}\`; other files, jobs or processes may, so it moves with them, by hand`;
  }
}

/**
 * Why a finding's fix is held, in one sentence: the only place a hold becomes text. `file` is the
 * finding's own file as the output names it (places in it are said as `line N`).
 */
export function heldText(h: Held, file?: string): string {
  const blocker = h.blocker ? ` at ${where(h.blocker, file)}` : '';
  switch (h.reason) {
    case 'shared text':
      return 'not rewritten: the text is read elsewhere too (by other calls that do not need this change, or by code it would change)';
    case 'probe':
      return 'reported for review, not rewritten: a version probe: it asks a v3 route on purpose to learn which API the server speaks';
    case 'base waits':
      return `waits: its base${h.base ? ` at ${where(h.base, file)}` : ''} keeps \`/api/v3\` until ${h.blocker ? `the ${h.blocker.change} finding${blocker} is dealt with` : 'a manual change on it is made'}`;
    case 'prefix waits': {
      const keys = h.waitsOn ?? (h.blocker ? [h.blocker.change] : []);
      const split = h.noSplit ? ` (no copy of this base for the call: ${noSplitText(h.noSplit)})` : '';
      return `kept until the ${keys.join(', ')} finding${keys.length === 1 ? '' : 's'} of a call on it${keys.length === 1 ? blocker : ''} ${keys.length === 1 ? 'is' : 'are'} dealt with${split}: the calls on this base move to v4 together`;
    }
    case 'not proven':
      return `kept: ${h.unproven ? unprovenText(h.unproven, h.at, file) : 'its calls cannot be proven v4 routes'}; the calls on this base move to v4 together`;
    case 'outside the run':
      return 'not rewritten: the text to change is outside the paths given';
    case 'not plain text':
      return 'not rewritten: the fix is not a plain text change in this kind of file';
    case 'read elsewhere':
      return 'not rewritten: a base no request of this file uses; other files, jobs or processes read it, so it moves with them, by hand';
    case 'not GitLab':
      return 'kept: nothing shows this base is GitLab\'s (a GitLab-only route, PRIVATE-TOKEN, `gitlab` in its host or name)';
    case 'style not proven':
      if (h.carrier) return `for review, never made at the safe tier: the call gives its ${h.carrier}, a form the differential suite does not prove for \`${h.style}\` (docs/guarantees.md)`;
      return h.style
        ? `for review, never made at the safe tier: the call goes through \`${h.style}\`, a request style the differential suite does not prove (docs/guarantees.md)`
        : 'for review, never made at the safe tier: the call goes through a client the registry does not know, so how it joins base, path, query and body is not proven (docs/guarantees.md)';
    case 'base untied':
      return 'not rewritten: the call is tied to no base the run can see move; its route fix is right only where its base moves with it';
    case 'kept on v3':
      return `kept on v3: ${h.unproven ? unprovenText(h.unproven, h.at, file) : 'no v4 form'}; the review fix gives this call its own copy of its v3 base${h.base ? ` (${where(h.base, file)})` : ''}, so it sends this same request (it works while the server speaks v3, GitLab 9.x–10.x) and the base can move to v4 with the other calls on it: rewrite the call by hand`;
    case 'one value':
      return 'for review: the value is taken as one item, as its name says; if it can be an array, send the new filter once per item by hand (each client puts an array in a query its own way)';
    case 'either form':
      return 'for review: the value may be one item or a list, so the fix sends each in its form at run time: a list under the new name as the client sends lists, one item under the bracketed name';
    case 'answer read':
      return `for review, never made at the safe tier: the ${h.blocker ? `${h.blocker.change} finding${blocker}` : 'finding'} on what a call on this base does with the answer is the same request in v4, but the code reading the answer may do something else once the base moves`;
    case 'no rewrite': {
      // The base this call keeps waiting, when no copy of it can be given to the call alone.
      // Its `noSplit` (why its base waits on it) is data of the report: the sentence stays one line.
      return h.noRewrite?.kind === 'params hidden' ? noRewriteText(h.noRewrite) : `not rewritten: ${h.noRewrite ? noRewriteText(h.noRewrite) : 'no rewrite is known for this call'}`;
    }
    case 'v3 copy':
      return 'kept on v3 on purpose: a copy of a v3 base that a fix made (`/api/v4` turned back to `/api/v3`) for calls with no v4 form, or whose request the tool cannot read; they work only while the server speaks v3 (GitLab 9.x–10.x): rewrite them by hand, then remove this turn-back';
    case 'no split':
      if (h.noSplit?.kind === 'no call moves') return `no v4 form: every call on its base${h.base ? ` (${where(h.base, file)})` : ''} is one with no v4 form, so it keeps \`/api/v3\` for them (as a copy a split made does): rewrite the call by hand`;
      return `no v4 form, and the call cannot get its own copy of its v3 base: ${h.noSplit ? noSplitText(h.noSplit) : 'no split is known for it'}; every call on its base${h.base ? ` (${where(h.base, file)})` : ''} waits on it: rewrite the call by hand`;
  }
}

/** A finding's message with its hold, for outputs that give a finding one line of text (ESLint, SARIF, Code Quality, …). */
export function messageWithHold(f: Pick<Finding, 'message' | 'held'>, file?: string): string {
  return f.held ? `${f.message} (${heldText(f.held, file)})` : f.message;
}

/** Why a fix waits, in a few words: for a held finding a report shows under nothing that says it. */
const SHORT: Partial<Record<Held['reason'], string>> = {
  'base waits': 'fix held: its base waits on a change by hand',
  'prefix waits': 'fix held until a call on it is dealt with',
  'not proven': 'fix held: a use of its base is not proven v4',
  'outside the run': 'fix held: the text to change is outside the paths given',
  'not GitLab': 'fix held: nothing shows this base is GitLab\'s',
  'style not proven': 'for review: its client style is not proven',
  'base untied': 'fix held: the call is tied to no base',
  'kept on v3': 'kept on v3, own base',
  'one value': 'for review: the value taken as one item',
  'either form': 'for review: one item or a list, each in its form',
  'answer read': 'for review: a call on it reads an answer v4 changes',
  'no split': 'no v4 form: its base waits',
  'v3 copy': 'a v3 copy a fix made: its calls stay on v3',
};

/** The short form of a hold that names no place (no blocker, no use); '' for one that does (a report says it where the place is). */
export function heldShort(h: Held | undefined): string {
  return h && !h.blocker && !h.at ? (SHORT[h.reason] ?? heldText(h)) : '';
}
