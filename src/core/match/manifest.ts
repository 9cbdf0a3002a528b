// package.json: a dependency on a GitLab client at a version that speaks only API v3. Such code
// writes no URL, so the dependency's line is where the migration starts. A dependency is read
// wherever a package manager takes one (the dependency sections, npm's nested `overrides`, pnpm's
// `pnpm.overrides`, yarn's `resolutions`), and its spec as npm reads it: a range, a dist-tag, an
// `npm:` alias, a git URL at a tag of the library's own repository, a registry tarball URL.
import { createRequire } from 'node:module';
import type { Node as JsonNode } from 'jsonc-parser';
import { JS_CLIENT_LIBRARIES, type ClientLibrary } from '../../rulebook/clients.js';
import { locator } from '../location.js';
import { prefixEntry } from '../../rulebook/lookups.js';
import type { CheckResult, Finding } from '../types.js';

/** semver and jsonc-parser, loaded for the first package.json that names a GitLab client: most runs check none, and it costs every thread 20 ms to load. */
let loaded: typeof import('semver') | undefined;
const semver = () => (loaded ??= createRequire(import.meta.url)('semver') as typeof import('semver'));
let jsonc: typeof import('jsonc-parser') | undefined;
const parseTree = (text: string) => (jsonc ??= createRequire(import.meta.url)('jsonc-parser') as typeof import('jsonc-parser')).parseTree(text);

const SECTIONS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];
/** Where a package manager takes a spec that replaces a dependency's, at any depth of the tree: its path of keys in the manifest. */
const OVERRIDES = [['overrides'], ['pnpm', 'overrides'], ['resolutions']];

/** A dependency as written: the package its key selects, its spec, and the `"key": "spec"` range. */
interface Entry {
  name: string;
  spec: string;
  range: [number, number];
}

export function checkManifest(text: string): CheckResult {
  try {
    JSON.parse(text);
  } catch (e) {
    return { findings: [], parseError: `not valid JSON: ${(e as Error).message}` };
  }
  const root = parseTree(text);
  const loc = locator(text);
  const findings: Finding[] = [];
  for (const entry of entries(root)) {
    const hit = v3OnlyClient(entry);
    if (!hit) continue;
    findings.push({
      ruleId: prefixEntry.id,
      change: prefixEntry.change,
      severity: prefixEntry.severity,
      confidence: 'high',
      message: messageFor(hit, entry.spec),
      fix: 'manual',
      range: entry.range,
      start: loc(entry.range[0]),
      end: loc(entry.range[1]),
    });
  }
  return { findings };
}

const member = (n: JsonNode | undefined, key: string) => (n?.type === 'object' ? n.children?.find((p) => p.children?.[0]?.value === key)?.children?.[1] : undefined);
const at = (n: JsonNode | undefined, path: string[]) => path.reduce<JsonNode | undefined>(member, n);

/** Every dependency spec of the manifest: the sections' entries, and the overrides' (npm's nest: a key's object overrides under it, its `.` the package itself). */
function entries(root: JsonNode | undefined): Entry[] {
  const out: Entry[] = [];
  const direct = new Map<string, string>();
  const visit = (obj: JsonNode | undefined, nested: boolean, parent?: string) => {
    for (const p of obj?.type === 'object' ? (obj.children ?? []) : []) {
      const [k, v] = p.children ?? [];
      if (k?.type !== 'string' || !v) continue;
      const key = String(k.value);
      const name = key === '.' && parent ? parent : selected(key);
      if (v.type === 'string') {
        // npm's `$name`: the spec of the root's own dependency of that name.
        const spec = String(v.value).startsWith('$') ? direct.get(String(v.value).slice(1)) : String(v.value);
        if (name && spec) out.push({ name, spec, range: [k.offset, v.offset + v.length] });
      } else if (nested && v.type === 'object' && name) visit(v, nested, name);
    }
  };
  for (const section of SECTIONS) {
    const before = out.length;
    visit(at(root, [section]), false);
    for (const e of out.slice(before)) if (!direct.has(e.name)) direct.set(e.name, e.spec);
  }
  for (const path of OVERRIDES) visit(at(root, path), path[0] === 'overrides');
  return out;
}

/**
 * The package an override key selects: the last of a path (pnpm's `parent>name`, yarn's
 * `**\/parent/name`), without its version (`name@1`); a scope's `@` is the name's.
 */
function selected(key: string): string | undefined {
  const last = key.split('>').pop()!.replace(/^(?:\*\*\/)+/, '');
  const parts = last.split('/');
  const tail = parts.length > 1 && parts[parts.length - 2].startsWith('@') ? parts.slice(-2).join('/') : parts[parts.length - 1];
  const name = /^(@?[^@]+)/.exec(tail)?.[1];
  return name && name !== '*' ? name : undefined;
}

/**
 * The library a spec installs and the versions it allows, as npm resolves it; a spec that tells no
 * version of a known library (a fork's git URL, a path, a URL of another shape) is not read.
 */
function resolved(name: string, spec: string): { lib: ClientLibrary; range: string } | undefined {
  const byName = (n: string) => JS_CLIENT_LIBRARIES.find((c) => c.name === n);
  const alias = /^npm:(@?[^@]+)@?(.*)$/.exec(spec);
  if (alias) return byName(alias[1]) && { lib: byName(alias[1])!, range: alias[2] || 'latest' };
  const tarball = /^https?:\/\/[^#?]+\/(@[^/]+(?:\/|%2[fF])[^/]+|[^/@]+)\/-\/[^/]+-(\d[^/]*)\.tgz$/.exec(spec);
  if (tarball) return byName(decodeURIComponent(tarball[1])) && { lib: byName(decodeURIComponent(tarball[1]))!, range: tarball[2] };
  const git = gitRepository(spec);
  if (git) {
    const lib = JS_CLIENT_LIBRARIES.find((c) => c.repository === git.repo);
    const range = git.committish.startsWith('semver:') ? git.committish.slice(7) : git.committish;
    return lib && semver().validRange(range) ? { lib, range } : undefined;
  }
  if (/^(?:file:|link:|workspace:|https?:|\.{0,2}\/)/.test(spec)) return undefined;
  return byName(name) && { lib: byName(name)!, range: spec };
}

/** A git dependency's repository (`github.com/owner/name`) and committish: `git+https://…`, `git://…`, `github:owner/name`, `owner/name#tag`. */
function gitRepository(spec: string): { repo: string; committish: string } | undefined {
  const m =
    /^(?:git\+)?(?:https?|ssh|git):\/\/(?:[^@/]+@)?([^/:]+)[/:](?::?\d+\/)?([^/]+)\/([^/#]+?)(?:\.git)?(?:#(.*))?$/.exec(spec) ??
    /^(?:git\+ssh:\/\/)?git@([^:]+):([^/]+)\/([^/#]+?)(?:\.git)?(?:#(.*))?$/.exec(spec);
  if (m) return { repo: `${m[1]}/${m[2]}/${m[3]}`, committish: m[4] ?? '' };
  const short = /^(?:(github|gitlab|bitbucket):)?([\w.-]+)\/([\w.-]+)(?:#(.*))?$/.exec(spec);
  if (!short) return undefined;
  const host = { github: 'github.com', gitlab: 'gitlab.com', bitbucket: 'bitbucket.org' }[short[1] ?? 'github'];
  return { repo: `${host}/${short[2]}/${short[3]}`, committish: short[4] ?? '' };
}

/** The library an entry installs when every version it allows speaks only v3 (a library no version of which speaks v4: any it allows, a dist-tag too). */
function v3OnlyClient(entry: Entry): ClientLibrary | undefined {
  const r = resolved(entry.name, entry.spec);
  if (!r) return undefined;
  const { lib, range } = r;
  if (lib.v3Only === '*' && lib.firstV4 === null) return lib;
  const { validRange, intersects } = semver();
  if (!validRange(range) || !intersects(range, lib.v3Only)) return undefined;
  return lib.firstV4 === null || !intersects(range, `>=${lib.firstV4}`) ? lib : undefined;
}

function messageFor(client: ClientLibrary, spec: string): string {
  const next = client.firstV4
    ? `the first version that speaks v4 is ${client.firstV4}; its methods differ, so the calls change with it`
    : 'no version speaks v4: replace it';
  const named = semver().validRange(spec) || /^[\w.-]+$/.test(spec) ? `${client.name}@${spec}` : `${client.name} (${spec})`;
  return `\`${named}\` speaks only API v3, which GitLab 9.5 removed (${client.v3Evidence}); ${next}.`;
}
