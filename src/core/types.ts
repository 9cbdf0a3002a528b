// The contract between the pure core and every front (CLI engine, ESLint plugin, project mode).
// Offsets are UTF-16 indices into the file text, as ESTree `range`s are.

import type { Severity, Tier } from '../rulebook/types.js';
import type { UnprovenCarrier } from '../clients/types.js';

export type { Severity, Tier };
export type Confidence = 'high' | 'medium' | 'low';
export const CONFIDENCES: readonly Confidence[] = ['low', 'medium', 'high'];

/** A text replacement on the original file text: [start, end) becomes `text`. */
export interface Edit {
  range: [number, number];
  text: string;
  /** The file to edit, when it is not the file of the finding (project mode). */
  file?: string;
}

export interface Position {
  line: number; // 1-based
  column: number; // 1-based
}

/** A v3 call no rule has anything to say about: the migration report lists them. */
export interface Endpoint {
  line: number;
  /** `GET /projects/:id/issues`: the method when seen, and the path with its holes as `:param`. */
  endpoint: string;
}

/**
 * Why a fix is held back: text other calls read, a version probe, a base or a prefix that waits, a
 * file outside the run, an edit the file's kind cannot spell, a base other programs read, a client
 * style the differential suite does not prove (`style not proven`: review at most), a call tied to
 * no base the run can see move (`base untied`: not made), a call with no v4 form that is given its own
 * copy of its v3 base so that the base can move without it (`kept on v3`: review), or one that cannot
 * be given that copy, so that its base waits on it (`no split`, with why: `Held.noSplit`). The
 * message is rendered from this data in one place (core/decide/holds.ts `heldText`), never composed
 * where the hold is decided.
 */
export type HeldReason = 'shared text' | 'probe' | 'base waits' | 'prefix waits' | 'not proven' | 'outside the run' | 'not plain text' | 'read elsewhere' | 'no rewrite' | 'not GitLab' | 'style not proven' | 'base untied' | 'kept on v3' | 'one value' | 'either form' | 'answer read' | 'no split' | 'v3 copy';

/** Why a matcher found no rewrite it can make for a finding (`no rewrite`). */
export type NoRewrite =
  /** The v4 route needs `:name`, which the call does not have. */
  | { kind: 'no capture'; name: string }
  /** A query parameter the rule adds cannot be written into the call's query object. */
  | { kind: 'query value' }
  /** The call passes its query as `key`, which replaces the URL's query and cannot take the added parameter. */
  | { kind: 'query replaced'; key: string }
  /** The call does not spell its method where it can be changed. */
  | { kind: 'method hidden' }
  /** The call's method cannot be read, and the route changes in v4 under `method`, one v3 clients used there. */
  | { kind: 'method unread'; method: string }
  /** A route other services spell too, on a call tied to no base (in a file that speaks to GitLab): its base is not seen to be GitLab's v3. */
  | { kind: 'base unseen' }
  /** The client's `method` may take a body before its options. */
  | { kind: 'body before options'; method: string }
  /** The URL starts with a value the run does not show, read as holding the route's `scope` (`projects/:id`) before what the call spells. */
  | { kind: 'route start unseen'; scope: string }
  /** The URL is assembled in a way that cannot be rewritten in place. */
  | { kind: 'url assembled' }
  /** The URL ends in a value glued to its last segment that cannot be read (a query, nothing, or more path). */
  | { kind: 'tail unread' }
  /** The file path is partly literal and partly computed. */
  | { kind: 'file path mixed' }
  /** The file path is not visible. */
  | { kind: 'file path hidden' }
  /** The file path is computed by a call, which moved into the path would run before what it ran after. */
  | { kind: 'file path computed' }
  /** Some parameters of the call are not visible here, and may hold what the route lacks. */
  | { kind: 'params hidden' }
  /** The parameter is named where no object spells it (a declarative client's decorator), which the tool reads but does not rewrite. */
  | { kind: 'param declared' }
  /** The client `style` refuses a URL with a query when the call also passes `key` (node-rest-client throws). */
  | { kind: 'query refused'; style: string; key: string }
  /** The parameter becomes the array filter `to`, and its value may be an array, which clients put in a query each their own way. */
  | { kind: 'array value'; to: string }
  /** The value is not one of `values`, the ones the rule maps. */
  | { kind: 'value not mapped'; values: string[] };

/**
 * Why a call with no v4 form that holds its base gets no copy of the v3 base of its own (core/decide/split.ts),
 * so that the base waits on it: the first check of the split that fails, for the call it fails on.
 */
export type NoSplit =
  /** A finding of the call is hidden by policy (a comment, a rule turned off): what it would do is not known. */
  | { kind: 'hidden by policy' }
  /** Another finding of the call has a fix this run does not make (`change`): made, the call may move with its base. */
  | { kind: 'fix not made'; change: string }
  /** The call's client style is not proven, or the registry gives it no way to take one call's base (`style`, its id). */
  | { kind: 'style has no split'; style?: string }
  /** The call does not read the base where one read can be spelled again as the v3 base's own expression. */
  | { kind: 'base read' }
  /** The call goes through the wrapper `name`, which cannot be copied (not a top-level function or a method only its class calls, …). */
  | { kind: 'wrapper not copied'; name?: string }
  /** A front that sees one file cannot see every call on a library's defaults. */
  | { kind: 'one file' }
  /** Split, the base would still be held by something else (a read not followed, a call not read). */
  | { kind: 'base still held' }
  /** This call could take its copy, but another call on the base cannot (its finding says why). */
  | { kind: 'another call' }
  /** Every call on the base is one with no v4 form (a copy a split made, or a client of such calls only): no call would move. */
  | { kind: 'no call moves' };

/** A place in a file, as the run names it. */
export interface Place {
  file: string;
  line: number;
}

/** What could not be proven of the calls on a base (`not proven`), each with the data its sentence names. */
export type Unproven =
  /** A call's parameters cannot all be read, and v4 changes `param` on its route. */
  | { kind: 'params unread'; param: string }
  /** A call's route is a parameter of the function `name`, which code this run cannot see may call. */
  | { kind: 'route is a parameter'; name: string }
  /** A call's route is computed where it cannot be read. */
  | { kind: 'route computed' }
  /** A call's method cannot be read, and v4 has no `route` (a method v3 clients used there). */
  | { kind: 'method unread'; route: string }
  /** A call's method cannot be read, and under a method v3 clients used there its route is `route`, which v4 has with another meaning (`GET …/blobs/:sha` answers JSON, 9.0/17). */
  | { kind: 'meaning changed'; route: string }
  /** A call's route after the run's fixes is not a v4 route (`certain`), or not proven one (a word fills a parameter, code computes a segment). */
  | { kind: 'not a v4 route'; route: string; certain: boolean }
  /** A base string's own route (placeholders filled by a client) is not a v4 route. */
  | { kind: 'spelled route'; route: string }
  /** Other files may import `name` and this run sees one file. */
  | { kind: 'imported, one file'; name: string }
  /** No call of the run's files is seen to use the exported `name`. */
  | { kind: 'imported, unused'; name: string }
  /** `name` is also read at `places` (and `more` others), where the routes built on it cannot be read. */
  | { kind: 'read unseen'; name: string; places: Place[]; more?: number }
  /** The requests on `name` in `file` cannot be read. */
  | { kind: 'requests unread'; name: string; file: string }
  /** The value of `name` is computed where the routes after it cannot be read. */
  | { kind: 'value computed'; name: string }
  /** The base at `at` (another file's definition of it) is not rewritten. */
  | { kind: 'base not rewritten' }
  /** No request of the run's files reads `name`; other files, jobs or processes may. */
  | { kind: 'no reader'; name: string };

export interface Held {
  reason: HeldReason;
  /** The finding to deal with first (its change key and place). */
  blocker?: Place & { change: string };
  /** `prefix waits`: every finding of a call on the base that must be dealt with first, by change key (a finding of the prefix's own key by its rule id). */
  waitsOn?: string[];
  /** The `/api/v3` literal the call waits on. */
  base?: Place;
  /** `not proven`: what could not be proven of the calls on a base. */
  unproven?: Unproven;
  /** `not proven`: the call or read that could not be proven. */
  at?: Place;
  /** `no rewrite`: why the matcher has no rewrite to offer. */
  noRewrite?: NoRewrite;
  /** `style not proven`: the registry id of the client style the call goes through (src/clients). */
  style?: string;
  /** `style not proven`, of a proven style: how the call carries a part of its request that no differential case proves (`parameters as pairs`). */
  carrier?: UnprovenCarrier;
  /** `no split` (a call's finding) and `prefix waits` (its base's): why the call gets no copy of the v3 base of its own. */
  noSplit?: NoSplit;
}

/** The flag whose fix run makes a finding's fix. */
export type FixedBy = 'fix' | 'fix-review';

export interface Finding {
  ruleId: string; // the rulebook entry id, kebab-case
  change: string; // the change key: prefix, 8.17/6, 9.0/12, …
  severity: Severity;
  confidence: Confidence;
  message: string;
  /** The tier of the fix this finding offers. `manual` when no edits are attached. */
  fix: Tier;
  range: [number, number];
  start: Position;
  end: Position;
  /** Present for safe and review findings; applying all of them together is the fix. */
  edits?: Edit[];
  /** Hidden by the policy (a rule turned off, an inline comment): never fixed, and still part of the proof a base must pass (hidden, not solved). */
  suppressed?: boolean;
  /** Why its fix is not made, when one was found but is held back (rendered by `heldText`; the message does not repeat it). */
  held?: Held;
  /**
   * The flag whose run makes this finding's fix: `fix` (`--fix`), `fix-review` (only with
   * `--fix-review`, which may also be what releases a held fix: a base that waits on a review
   * finding moves with it); absent when neither does (a person's work). Decided by the core at
   * both levels (analyze.ts), so every front counts what the fix runs make.
   */
  fixedBy?: FixedBy;
  /**
   * The change this fix is part of, a number the fixes one pass makes together share (its base's
   * move and every fix of every call on that base, decide/together.ts; numbered per analysis, so the
   * fix loop may take two changes of two analyses as one, which only makes it wait more); taken
   * alone, a part could change a request into one neither version answers. Internal: the fix loop
   * takes a change whole or not at all, a front that offers fixes one at a time (ESLint's
   * suggestions) offers each with the rest of its change; no report prints it.
   */
  group?: number;
  /**
   * The text another file spells that this finding is about (a base in a JSON file the code reads,
   * decide/data-base.ts): that file's own finding there gives way to this one, reported where the
   * code reads the value. Internal, as `group`: no report prints it.
   */
  spelledIn?: { file: string; range: [number, number] };
}

export interface CheckResult {
  findings: Finding[];
  /** Set when the file could not be parsed; findings then come from a text-level fallback. */
  parseError?: string;
  /** A URL of this file uses a name only another file can tell: project mode would see more. */
  unresolved?: boolean;
  /** v3 calls of this file that no rule covers. */
  uncovered?: Endpoint[];
}

export interface FixResult {
  /** The fixed text; equal to the input when nothing applied. */
  output: string;
  /** Findings of the final text (what remains after fixing). */
  remaining: Finding[];
  /** Findings the fix did not address that the final text no longer shows (a list v3 answered whole, once its base moved): reports list them with `remaining`. */
  carried?: Finding[];
  /** How many findings' fixes were applied over all passes. */
  appliedCount: number;
  /** Set when the fixed text would not parse; `output` is then the original text. */
  error?: string;
  /** The first pass found names only another file can tell (see CheckResult). */
  unresolved?: boolean;
  /** v3 calls of the final text that no rule covers. */
  uncovered?: Endpoint[];
}

/** An inline suppression comment or a baseline entry that hid nothing in this run. */
export interface UnusedSuppression {
  kind: 'inline' | 'baseline';
  file: string;
  /** Where the comment is (1-based); 0 for baseline entries, which have no position. */
  line: number;
  column: number;
  message: string;
}
