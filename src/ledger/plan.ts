// Planning the next sweep from a project list (one project a line: its clone URL, then optionally
// the commit its default branch is at; `#` starts a comment): which to run again, and how to
// split the list over N parallel jobs.
import { withoutCredentials } from './identity.js';
import type { LedgerEntry } from './types.js';

export interface Project {
  url: string;
  commit?: string;
  /** The line as given, handed back unchanged. */
  line: string;
}

export function parseProjects(text: string): Project[] {
  return text.split('\n').flatMap((raw) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') return [];
    const [url, commit] = line.split(/\s+/);
    return [{ url, ...(commit ? { commit } : {}), line }];
  });
}

/** A remote as compared: no credentials, no `.git` or trailing slash, the host in lower case. */
export function sameRemote(url: string): string {
  return withoutCredentials(url)
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
    .replace(/^([a-z+]+:\/\/)([^/]+)/i, (_, s: string, host: string) => `${s.toLowerCase()}${host.toLowerCase()}`);
}

/**
 * The projects to sweep again: those whose last sweep ended in `error`, those whose commit moved
 * since (when the list gives commits), and those the ledger has never seen. Without a list, the
 * remotes of the errors.
 */
export function todo(entries: readonly LedgerEntry[], projects?: readonly Project[]): string[] {
  const byRemote = new Map<string, LedgerEntry[]>();
  for (const e of entries) {
    if (!e.repository.remote) continue;
    const key = sameRemote(e.repository.remote);
    byRemote.set(key, [...(byRemote.get(key) ?? []), e]);
  }
  const out = new Set<string>();
  const listed = new Set<string>();
  for (const p of projects ?? []) {
    const key = sameRemote(p.url);
    listed.add(key);
    const seen = byRemote.get(key);
    if (!seen || seen.some((e) => e.status === 'error' || (p.commit !== undefined && e.repository.commit !== p.commit))) out.add(p.line);
  }
  for (const [key, list] of byRemote) if (!listed.has(key) && list.some((e) => e.status === 'error')) out.add(list[0].repository.remote!);
  return [...out];
}

/** Shard `index` (1-based, as CI_NODE_INDEX) of `total`: every total-th project, from the index-th on. */
export function shard(projects: readonly Project[], total: number, index: number): Project[] {
  return projects.filter((_, i) => i % total === index - 1);
}
