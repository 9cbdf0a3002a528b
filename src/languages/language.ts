// What a language folder provides (src/languages/README.md): a kind's detection data, read by
// discovery on every file of a tree (no parser, no reader loaded), and its reader, loaded when
// the first file of the kind may hold an API call. registry.ts lists the kinds; nothing else does.
import type { Finding } from '../core/types.js';
import type { VirtualDoc } from './virtual/document.js';

/** A kind of file: how it is found, and what the cross-file and suppression machinery need to know of it. */
export interface KindSpec {
  /** The kind's name: what `--ext` takes besides its extensions, and what the reports call it. */
  readonly name: string;
  /** The row of the accuracy table (docs/accuracy.md, bench:real) its files are counted in (`Dockerfile`, `.env`: a label, not a kind). */
  readonly row: string;
  /** The extensions that pick it (without the dot; `--ext` takes these). */
  readonly extensions: readonly string[];
  /** Whole names that pick it without one of its extensions: a regular expression's source, tested on the lower-cased basename. */
  readonly names?: string;
  /**
   * Hidden folders its files live in, kept there by the tool that runs them (`.gitlab/`: the CI
   * files a pipeline includes): a folder search enters these and no other hidden folder.
   */
  readonly folders?: readonly string[];
  /** Whole names taken as they are (`package.json`): discovery's list of names to look for. */
  readonly fileNames?: readonly string[];
  /** Names of its extensions that are not of the kind (lock files, other tools' configuration). */
  readonly notOfKind?: (lowerName: string) => boolean;
  /** Names of its extensions a run never reads (build output: `*.min.js`). */
  readonly notRead?: RegExp;
  /** The interpreters a shebang names for a script of this kind (`#!/usr/bin/env python3`: `python3`). */
  readonly interpreters?: RegExp;
  /** Scripts a person writes (not a build's output): read even in a `build/` folder. */
  readonly script?: boolean;
  /** The info strings of a Markdown fence that holds code of this kind (lower case). */
  readonly fenceTags?: readonly string[];
  /**
   * A session of this kind shown on a page (`console`, `pycon`, `irb`): the fence tags that say so,
   * and the prompt each command line starts with (a line without one is output). A fence of the
   * kind's own tags whose first line has the prompt is a session too.
   */
  readonly sessions?: { readonly tags: readonly string[]; readonly prompt: RegExp };
  /** How its line comments start (`# gitlab-v4-migrate-ignore-next-line`): where a suppression is read. */
  readonly comments: readonly ('//' | '#')[];
  /**
   * Bases shared by name across files: `all` — every assignment is other programs' environment
   * (`.env`, CI variables); `unread` — an assignment is when no request of its own file reads
   * it, or it is exported (a script may be sourced); `uses` — it only reads names other files
   * assign (a page's shell blocks); `modules` — a file is a module: its top-level assignments are
   * read by the files that import it as `module.NAME` (the file's name without its extension:
   * `from . import config` … `config.GITLAB_API`, Django's `settings.X`), and that is the only way
   * it reads another's (no environment name). Absent: the kind takes no part in the link.
   */
  readonly links?: 'all' | 'unread' | 'uses' | 'modules';
  /** A program of this kind may read a linked name from its environment (`os.environ[…]`), where no proof follows it. */
  readonly readsEnvironment?: boolean;
  /**
   * Its code is a JavaScript or TypeScript module at the file's own offsets (a component's script,
   * the rest blanked): project mode reads it beside the run's modules, through what it imports.
   */
  readonly moduleCode?: true;
}

/** The kind of each Markdown fence tag of `specs` (their `fenceTags` and session tags), and whether the tag says the block is a session. */
export function fenceKinds(specs: readonly KindSpec[]): ReadonlyMap<string, { spec: KindSpec; session: boolean }> {
  const tags = (spec: KindSpec, session: boolean) => (session ? (spec.sessions?.tags ?? []) : (spec.fenceTags ?? [])).map((t): [string, { spec: KindSpec; session: boolean }] => [t, { spec, session }]);
  return new Map(specs.flatMap((spec) => [...tags(spec, false), ...tags(spec, true)]));
}

/** A kind's reader: its file as the virtual documents the linter checks, and its own parse check. */
export interface Reader {
  /** The virtual documents of a text; throws when the kind's own parser rejects it (nothing is reported then). */
  documents(text: string, file: string): VirtualDoc[];
  /** Why a fixed text is no longer a file of the kind, beyond what the generic parse check finds (a Markdown page's fences). */
  reparse?(after: string, before: string): string | undefined;
  /** Findings of the file that are no request of its documents, none with a fix (a package.json's dependency on a v3-only client). */
  findings?(text: string): Finding[];
}

/** A registry line: a kind's detection data, and its reader's module, loaded on demand (a JS file has none: the core reads it). */
export interface RegistryLine extends KindSpec {
  readonly reader?: () => Promise<{ readers: Readonly<Record<string, Reader>> }>;
}

/** A text its kind's parser rejects in a way the file's report must say (a configuration that holds `/api/v3` and does not parse). */
export class FileSyntaxError extends Error {}
