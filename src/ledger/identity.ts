// Which repository a sweep ran in, as git tells it: the remote (without credentials: a CI clone
// URL carries a token), the commit, and the folder swept below the work tree's top.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { gitOutputSync } from '../engine/git.js';
import type { Repository } from './types.js';

/** git's answer, through engine/git.ts (nothing of the swept repository's configuration runs a command). */
function git(cwd: string, args: string[]): string | undefined {
  const { status, stdout } = gitOutputSync(cwd, args);
  return status === 0 ? stdout.trim() || undefined : undefined;
}

/** The work tree's top (real path), or `cwd`'s real path outside git. */
export function workTree(cwd: string): string {
  return realpathSync(git(cwd, ['rev-parse', '--show-toplevel']) ?? cwd);
}

export function repositoryOf(cwd: string): Repository {
  const top = workTree(cwd);
  const remotes = git(cwd, ['remote'])?.split('\n') ?? [];
  const name = remotes.includes('origin') ? 'origin' : remotes[0];
  const remote = name ? git(cwd, ['remote', 'get-url', name]) : undefined;
  return {
    remote: remote ? withoutCredentials(remote) : null,
    commit: git(cwd, ['rev-parse', '--verify', '--quiet', 'HEAD']) ?? null,
    path: path.relative(top, realpathSync(cwd)).split(path.sep).join('/') || '.',
  };
}

/** `https://oauth2:TOKEN@host/g/p.git` → `https://host/g/p.git`; scp-like `git@host:g/p.git` keeps its user (no secret). */
export function withoutCredentials(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1');
}
