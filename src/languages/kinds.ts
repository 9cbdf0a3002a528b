// Which kind of file a name is, derived from the registry (registry.ts): JavaScript/TypeScript for
// the core itself, or a kind an adapter turns into a virtual JavaScript document. Names, and a file
// with no extension by its first bytes; no parser: discovery and the prefilter use it for every file
// of a tree.
import { closeSync, openSync, readSync } from 'node:fs';
import path from 'node:path';
import { TYPESCRIPT_RUNNERS } from './javascript/kind.js';
import type { RegistryLine } from './language.js';
import { REGISTRY, type FileKind } from './registry.js';

export type { FileKind };

/** The registry's lines as their optional fields read (each line's own type says which it has). */
export const KINDS: readonly (RegistryLine & { name: FileKind })[] = REGISTRY;
const SPECS: ReadonlyMap<FileKind, RegistryLine> = new Map(KINDS.map((k) => [k.name, k]));

/** Each kind and the extensions that pick it (`--ext` takes these); the names below need none. */
export const KIND_EXTENSIONS: Readonly<Record<FileKind, readonly string[]>> = Object.fromEntries(KINDS.map((k) => [k.name, k.extensions])) as Record<FileKind, readonly string[]>;

const BY_EXTENSION = new Map<string, FileKind>(KINDS.flatMap((k) => k.extensions.map((e) => [e, k.name] as const)));

/** The file kind of a name, or undefined for a file no adapter reads. */
export function kindOfName(file: string): FileKind | undefined {
  const lower = path.basename(file).toLowerCase();
  for (const [kind, re] of NAME_TESTS) if (re.test(lower)) return SPECS.get(kind)!.notOfKind?.(lower) ? undefined : kind;
  const dot = lower.lastIndexOf('.');
  const kind = dot > 0 ? BY_EXTENSION.get(lower.slice(dot + 1)) : undefined;
  return kind && SPECS.get(kind)!.notOfKind?.(lower) ? undefined : kind;
}

/** The hidden folders a folder search enters (the kinds' `folders`); every other hidden folder is left unread. */
export const TOOL_FOLDERS: readonly string[] = [...new Set(KINDS.flatMap((k) => k.folders ?? []))];

/** The kinds of scripts a person writes (not a build's output): read even in a `build/` folder. */
const SCRIPT_KINDS: ReadonlySet<FileKind> = new Set(KINDS.filter((k) => k.script).map((k) => k.name));

/** Whether a name is a script's by its name (`release.sh`, `deploy.py`, `Makefile`); one with no extension is told by its shebang. */
export const isScriptName = (file: string): boolean => SCRIPT_KINDS.has(kindOfName(file)!);

/** A name with no extension at all (`bin/release`, not `notes.txt`): the names a shebang may give a kind. */
export const hasNoExtension = (file: string): boolean => !path.basename(file).includes('.');

/** Interpreters a script's first line names, and the kind each one's scripts are. */
const INTERPRETERS: readonly [RegExp, FileKind][] = KINDS.flatMap((k) => (k.interpreters ? [[k.interpreters, k.name] as [RegExp, FileKind]] : []));

/** The kind a script's first line names: `#!/bin/sh`, `#!/usr/bin/env bash`, `#!/usr/bin/env -S node --flag`. */
export function kindOfShebang(head: string): FileKind | undefined {
  const words = /^#!([^\n]*)/.exec(head)?.[1].trim().split(/\s+/) ?? [];
  let program = path.posix.basename(words[0] ?? '');
  // `env` runs the first word that is not an option or an assignment.
  if (program === 'env') program = words.slice(1).find((w) => !w.startsWith('-') && !w.includes('=')) ?? '';
  return INTERPRETERS.find(([re]) => re.test(program))?.[1];
}

/** The script interpreters that run TypeScript: their scripts are parsed as such. */
export const runsTypeScript = (head: string): boolean => TYPESCRIPT_RUNNERS.test(head);

/** The kind of a file by its name, or for a name with no extension, by its shebang. */
export function kindOf(file: string, text: string): FileKind | undefined {
  return kindOfName(file) ?? (hasNoExtension(file) ? kindOfShebang(text) : undefined);
}

/** How much of a file with no extension is read for its shebang. */
const SHEBANG_BYTES = 128;

/** Whether a text (its first bytes are enough) starts with a shebang that runs a script of one of `kinds`. */
function scriptHeadOf(kinds: ReadonlySet<FileKind>): (head: Buffer) => boolean {
  return (head) => {
    if (head.length < 3 || head[0] !== 0x23 || head[1] !== 0x21) return false;
    const kind = kindOfShebang(head.toString('latin1', 0, Math.min(head.length, SHEBANG_BYTES)));
    return !!kind && kinds.has(kind);
  };
}

/**
 * Whether a file with no extension is a script of one of `kinds`: only its first bytes are read
 * (discovery opens no other file). An unreadable one is not a script here; naming it says why.
 */
function isScriptOf(kinds: ReadonlySet<FileKind>): (file: string) => boolean {
  const head = Buffer.alloc(SHEBANG_BYTES);
  const isScript = scriptHeadOf(kinds);
  return (file) => {
    let fd: number | undefined;
    try {
      fd = openSync(file, 'r');
      return isScript(head.subarray(0, readSync(fd, head, 0, head.length, 0)));
    } catch {
      return false;
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  };
}

/** Hidden names some kinds have (`.gitlab-ci.yml`, `.env`): a folder search does not skip them. */
export function isHiddenKind(name: string): boolean {
  return name.startsWith('.') && kindOfName(name) !== undefined;
}

/**
 * The kinds a run reads: all of them, or those `--ext` names by an extension or a kind
 * (`--ext sh,md`, `--ext js,ts`: the JS/TS files only). An unknown word is an error message.
 */
export function kindsFor(ext: readonly string[] | undefined): { kinds: Set<FileKind> } | { error: string } {
  if (!ext?.length) return { kinds: new Set(Object.keys(KIND_EXTENSIONS) as FileKind[]) };
  const kinds = new Set<FileKind>();
  for (const word of ext.flatMap((e) => e.split(',')).map((e) => e.trim().replace(/^\./, '').toLowerCase()).filter(Boolean)) {
    const kind = word in KIND_EXTENSIONS ? (word as FileKind) : BY_EXTENSION.get(word);
    if (!kind) return { error: `unknown file kind or extension in --ext: ${word} (known: ${[...BY_EXTENSION.keys(), ...Object.keys(KIND_EXTENSIONS)].join(', ')})` };
    kinds.add(kind);
  }
  return { kinds };
}

/** Whole names of the kinds that have them, in the registry's order: what kindOfName and nameFilter read (first match wins). */
export const NAMES: Partial<Record<FileKind, string>> = Object.fromEntries(KINDS.flatMap((k) => (k.names ? [[k.name, k.names]] : [])));

const NAME_TESTS = Object.entries(NAMES).map(([kind, source]) => [kind as FileKind, new RegExp(source)] as const);

/** Names of the extensions of a kind that excludes some of its names (`tsconfig.json`): such a name is read only when its kind is chosen. */
const EXCLUDING = new RegExp(`\\.(?:${KINDS.flatMap((k) => (k.notOfKind ? k.extensions : [])).join('|') || '$^'})$`, 'i');
/** Names no run reads (`*.min.js`). */
const NOT_READ = KINDS.flatMap((k) => k.notRead ?? []);
export const isNotRead = (name: string): boolean => NOT_READ.some((r) => r.test(name));

/** JavaScript's and TypeScript's extensions, at the end of a name: the code the core reads itself. */
export const CODE_EXTENSION = new RegExp(`\\.(?:${KIND_EXTENSIONS.js.join('|')})$`, 'i');

/** Whole names discovery looks for as they are (`package.json`). */
export const FILE_NAMES: readonly string[] = KINDS.flatMap((k) => k.fileNames ?? []);

/** The kinds whose programs may read a linked name from their environment, where no proof follows it. */
export const READS_ENVIRONMENT: ReadonlySet<FileKind> = new Set(KINDS.filter((k) => k.readsEnvironment).map((k) => k.name));

/** Whether the core reads a file of this kind itself (JS/TS, package.json): no reader of ours does. */
/** Whether a file's code is a module at its own offsets that project mode reads (a component: languages/language.ts `moduleCode`). */
export const isModuleCode = (file: string): boolean => {
  const kind = kindOfName(file);
  return !!kind && !!SPECS.get(kind)!.moduleCode;
};

export const readByCore = (kind: FileKind): boolean => !SPECS.get(kind)!.reader;

/**
 * The names a run reads; `script`: for a file whose name has no extension, whether its shebang
 * picks a kind of the run; `scriptHead`: the same for its first bytes (a staged blob).
 */
export interface NameFilter {
  (name: string): boolean;
  script?: (file: string) => boolean;
  scriptHead?: (head: Buffer) => boolean;
}

/**
 * The names a run reads: those of the kinds chosen, not `*.min.js`. One regular expression, as
 * the walk's extension test was (it runs on every file of the tree); a name with no extension is
 * left to `script`, which reads the file's first bytes.
 */
export function nameFilter(kinds: ReadonlySet<FileKind>): NameFilter {
  const exts = [...kinds].flatMap((k) => KIND_EXTENSIONS[k]);
  const names = [...kinds].flatMap((k) => NAMES[k] ?? []);
  const re = new RegExp([...(exts.length ? [`\\.(?:${exts.join('|')})$`] : []), ...names].join('|') || '$^', 'i');
  // A JSON/YAML name may be of a named kind (`.gitlab-ci.yml`), of none (`tsconfig.json`) or a configuration.
  const filter: NameFilter = (name) => re.test(name) && !isNotRead(name) && (!EXCLUDING.test(name) || kinds.has(kindOfName(name)!));
  if (INTERPRETERS.some(([, kind]) => kinds.has(kind))) {
    filter.script = isScriptOf(kinds);
    filter.scriptHead = scriptHeadOf(kinds);
  }
  return filter;
}
