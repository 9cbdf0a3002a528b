// The programs and libraries the adapters' clients run with, and where each is found. Python's
// libraries are Debian's packages, installed for Debian's own `/usr/bin/python3`, while `python3`
// on PATH may be another one (pyenv's): a client runs with the first interpreter that has what it
// imports. What is missing is installed from Debian when the test runs as root (once, under a lock
// other test processes wait on); otherwise its clients are skipped with the reason.
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type Tool = 'bash' | 'curl' | 'wget' | 'make' | 'python3' | 'requests' | 'urllib3' | 'httplib2' | 'ruby' | 'httparty' | 'faraday' | 'rest-client';

const PYTHON_MODULES = new Set<Tool>(['requests', 'urllib3', 'httplib2']);
/** A Ruby library and the name it is required by. */
const RUBY_GEMS: Partial<Record<Tool, string>> = { httparty: 'httparty', faraday: 'faraday', 'rest-client': 'rest-client' };
/** The Debian package that brings each tool. */
const PACKAGES: Record<Tool, string> = {
  bash: 'bash',
  curl: 'curl',
  wget: 'wget',
  make: 'make',
  python3: 'python3',
  requests: 'python3-requests',
  urllib3: 'python3-urllib3',
  httplib2: 'python3-httplib2',
  ruby: 'ruby',
  httparty: 'ruby-httparty',
  faraday: 'ruby-faraday',
  'rest-client': 'ruby-rest-client',
};
/** What the test installs when it is missing (the others are the machine's own). */
const INSTALLABLE: readonly Tool[] = ['python3', 'requests', 'urllib3', 'httplib2', 'ruby', 'httparty', 'faraday', 'rest-client'];

const ok = (program: string, args: string[]) => {
  const r = spawnSync(program, args, { encoding: 'utf8', timeout: 30_000 });
  return !r.error && r.status === 0;
};

/** The Python interpreters of the machine: PATH's first, then Debian's, each once. */
function pythons(): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const p of ['python3', '/usr/bin/python3']) {
    const which = p.includes('/') ? (existsSync(p) ? p : undefined) : spawnSync('bash', ['-c', `command -v ${p}`], { encoding: 'utf8' }).stdout.trim() || undefined;
    if (!which) continue;
    const real = realpathSync(which);
    if (seen.has(real)) continue;
    seen.add(real);
    out.push(which);
  }
  return out;
}

function probe(tool: Tool): boolean {
  if (tool === 'python3') return pythons().length > 0;
  if (PYTHON_MODULES.has(tool)) return pythons().some((py) => ok(py, ['-I', '-c', `import ${tool}`]));
  const gem = RUBY_GEMS[tool];
  if (gem) return ok('ruby', ['-e', `require ${JSON.stringify(gem)}`]);
  return ok('bash', ['-c', `command -v ${tool}`]);
}

/** Installs what is missing of `wanted` from Debian (root only): what it did, or why not. */
function install(wanted: readonly Tool[]): string | undefined {
  const missing = wanted.filter((t) => INSTALLABLE.includes(t) && !probe(t));
  if (!missing.length) return undefined;
  const packages = [...new Set(missing.map((t) => PACKAGES[t]))];
  if (process.getuid?.() !== 0) return `not root: ${packages.join(' ')} not installed`;
  if (!ok('bash', ['-c', 'command -v apt-get'])) return `no apt-get: ${packages.join(' ')} not installed`;
  const started = Date.now();
  // One install at a time on the machine: another test process waits here, then finds it done.
  const lock = path.join(tmpdir(), 'gitlab-v4-migrate-apt.lock');
  const script = `apt-get update -qq && apt-get install -y -qq --no-install-recommends -o DPkg::Lock::Timeout=300 ${packages.join(' ')}`;
  const r = spawnSync('flock', ['-w', '600', lock, 'bash', '-c', script], { encoding: 'utf8', timeout: 600_000, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (r.error || r.status !== 0) return `installing ${packages.join(' ')} failed after ${seconds}s: ${(r.error?.message ?? r.stderr).trim().split('\n').slice(-3).join(' ')}`;
  return `installed ${packages.join(' ')} in ${seconds}s`;
}

export interface Machine {
  /** What installing the missing tools did, or why it did not (undefined: nothing was missing). */
  installed?: string;
  /** Why the machine cannot run a client that needs `tool` (undefined: it can). */
  missing(tool: Tool): string | undefined;
  /** The interpreter of a `.py` client that imports `needs`' Python libraries. */
  python(needs: readonly Tool[]): string;
}

/** The machine as the clients need it, after installing what `wanted` lacks where it may. */
export function prepareMachine(wanted: readonly Tool[]): Machine {
  const installed = install(wanted);
  const have = new Map(wanted.map((t) => [t, probe(t)]));
  const why = (t: Tool) =>
    PYTHON_MODULES.has(t) ? `no Python here imports ${t}` : RUBY_GEMS[t] ? `Ruby cannot require ${RUBY_GEMS[t]}` : `${t} is not installed`;
  return {
    ...(installed ? { installed } : {}),
    missing: (t) => ((have.get(t) ?? probe(t)) ? undefined : `${why(t)}${installed ? ` (${installed})` : ''}`),
    python: (needs) => {
      const modules = needs.filter((t) => PYTHON_MODULES.has(t));
      return pythons().find((py) => !modules.length || ok(py, ['-I', '-c', `import ${modules.join(', ')}`])) ?? 'python3';
    },
  };
}
