// The base a package writes, for the calls of its files that do not show theirs: a client whose
// `/api/v4` base is set in one module (node-gitlab-api@1.3.3's API.js: `${url}/api/v4/`) and whose
// models call `this.get(\`projects/${id}/…\`)` through a base class is a v4 client, and its calls are
// not v3 sites. A package is the files of the run under the nearest folder with a package.json.
// Only a base written in a string of the code counts for v4; `/api/v3` written anywhere in the
// package (a comment, a .env file, a test) keeps it undecided, so a v3 client is never cleared.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '../core/parse/parse.js';
import { FileIndex } from '../core/extract/scope.js';
import { CODE_EXTENSION } from '../languages/kinds.js';

/** A base at the end of a URL or before its path: `…/api/v4`, `/api/v4/`, `api/v4?…`. */
const BASE = /(?:^|\/)api\/v([34])(?=$|[/?#])/;

export interface PackageReader {
  /** The text of a file of the run (the run's own texts first, then the disk). */
  text(file: string): string | undefined;
  /** Records a path looked at, so that a cached answer is dropped when it changes. */
  consulted(file: string): void;
  /** The strings of a file's code where an index of it is at hand (project mode's workspace); else it is parsed here. */
  strings?(file: string): readonly StringNode[] | undefined;
}

type StringNode = FileIndex['strings'][number];

/** For each file, the version its package writes as its base: 4 when only `/api/v4` is written. */
export function packageBases(runFiles: Iterable<string>, reader: PackageReader): (file: string) => 3 | 4 | undefined {
  const folders = new Map<string, string | undefined>();
  const packageOf = (file: string): string | undefined => {
    const dir = path.dirname(file);
    if (folders.has(dir)) return folders.get(dir);
    const manifest = path.join(dir, 'package.json');
    reader.consulted(manifest);
    const found = existsSync(manifest) ? dir : dir === path.dirname(dir) ? undefined : packageOf(dir);
    folders.set(dir, found);
    return found;
  };
  const members = new Map<string, string[]>();
  for (const f of runFiles) {
    const pkg = packageOf(f);
    if (!pkg) continue;
    const list = members.get(pkg);
    if (list) list.push(f);
    else members.set(pkg, [f]);
  }
  const verdicts = new Map<string, 3 | 4 | undefined>();
  const verdict = (pkg: string): 3 | 4 | undefined => {
    if (!verdicts.has(pkg)) verdicts.set(pkg, versionWritten(members.get(pkg) ?? [], reader));
    return verdicts.get(pkg);
  };
  return (file) => {
    const pkg = packageOf(file);
    return pkg ? verdict(pkg) : undefined;
  };
}

function versionWritten(files: readonly string[], reader: PackageReader): 3 | 4 | undefined {
  let v4 = false;
  for (const f of files) {
    const text = reader.text(f);
    if (!text || !text.includes('api/v')) continue;
    if (/(?:^|[^\w])api\/v3(?![\w])/.test(text)) return 3;
    if (!v4 && CODE_EXTENSION.test(f)) v4 = (reader.strings?.(f) ?? stringsOf(text, f)).some((s) => BASE.exec(s.type === 'Literal' ? s.value : (s.value.cooked ?? s.value.raw))?.[1] === '4');
  }
  return v4 ? 4 : undefined;
}

/** The string literals and template parts of a file's code, as the core indexes them (none when it does not parse). */
function stringsOf(text: string, file: string): readonly StringNode[] {
  try {
    return new FileIndex(parse(text, file), text, file).strings;
  } catch {
    return [];
  }
}

/** Reads a file of the run from the disk, recording it. */
export function diskReader(texts: ReadonlyMap<string, string>, consulted: Set<string>): PackageReader {
  return {
    text: (file) => {
      const known = texts.get(file);
      if (known !== undefined) return known;
      consulted.add(file);
      try {
        return readFileSync(file, 'utf8');
      } catch {
        return undefined;
      }
    },
    consulted: (file) => void consulted.add(file),
  };
}
