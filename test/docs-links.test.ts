// Every relative link of README.md and docs/**/*.md leads somewhere: to a file or folder of the
// tree, and of the package (`npm pack --dry-run --json` lists what `files` ships), and to a heading
// or `<a id>` of the page when it names one. A link to `fixtures/` or `src/` would work on the
// repository's web page and break in node_modules.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { explain, ROOT } from './support.js';

interface Link {
  from: string;
  target: string;
}

function pages(): string[] {
  const out = ['README.md'];
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (e.name.endsWith('.md')) out.push(rel);
    }
  };
  walk('docs');
  return out.sort();
}

/** The text a reader sees as prose: fenced blocks and code spans blanked (their brackets are code). */
function prose(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, 'code');
}

function linksOf(file: string): Link[] {
  const text = prose(fs.readFileSync(path.join(ROOT, file), 'utf8'));
  const out: Link[] = [];
  for (const m of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = m[1];
    // Links to other sites are not this check's: only those the package carries with it.
    if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
    out.push({ from: file, target });
  }
  return out;
}

/** GitHub's anchors: headings lower-cased, punctuation dropped, spaces as hyphens, repeats numbered; and `<a id>`. */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const base = m[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  for (const m of markdown.matchAll(/<a (?:id|name)="([^"]+)"/g)) out.add(m[1]);
  return out;
}

/** Where a link leads, from the repository root: `docs/rules.md` and `all-rules`. */
function resolve(link: Link): { file: string; anchor?: string } {
  const [rel, anchor] = link.target.split('#') as [string, string | undefined];
  const file = rel ? path.posix.normalize(path.posix.join(path.posix.dirname(link.from), decodeURIComponent(rel))) : link.from;
  return { file: file.replace(/\/$/, ''), anchor };
}

let packed: string[] = [];
const links = pages().flatMap(linksOf);

beforeAll(() => {
  // --ignore-scripts: the list is that of `files`, without the build prepack would run first.
  const r = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT, encoding: 'utf8', shell: process.platform === 'win32' });
  if (r.status !== 0) throw new Error(`npm pack --dry-run failed: ${explain(r)}`);
  packed = (JSON.parse(r.stdout) as { files: { path: string }[] }[])[0].files.map((f) => f.path);
}, 120_000);

describe('links of README.md and docs/', () => {
  it('are found (the check reads the pages it should)', () => {
    expect(pages()).toEqual(expect.arrayContaining(['README.md', 'docs/usage.md', 'docs/rules.md', 'docs/rules/api-v3-prefix.md']));
    expect(links.length).toBeGreaterThan(100);
    expect(links).toContainEqual({ from: 'README.md', target: 'docs/usage.md' });
  });

  it('lead to a file or folder of the tree', () => {
    const broken = links.filter((l) => {
      const { file } = resolve(l);
      return !fs.existsSync(path.join(ROOT, file));
    });
    expect(broken).toEqual([]);
  });

  it('lead to a file or folder the package ships', () => {
    const ships = (file: string) => packed.includes(file) || packed.some((p) => p.startsWith(`${file}/`));
    expect(ships('README.md') && ships('docs/usage.md')).toBe(true);
    const broken = links.filter((l) => {
      const { file } = resolve(l);
      return !ships(file);
    });
    expect(broken).toEqual([]);
  });

  it('lead to a heading of the page when they name one', () => {
    const broken = links.filter((l) => {
      const { file, anchor } = resolve(l);
      if (!anchor || !file.endsWith('.md') || !fs.existsSync(path.join(ROOT, file))) return false;
      return !anchorsOf(fs.readFileSync(path.join(ROOT, file), 'utf8')).has(anchor);
    });
    expect(broken).toEqual([]);
  });

  it("name anchors as GitHub does (the check's own slugs)", () => {
    expect([...anchorsOf('# Usage\n## The cache (`--cache`)\n### `package.json` files\n## Usage\n<a id="x-y"></a>\n```\n# not a heading\n```\n')]).toEqual([
      'usage',
      'the-cache---cache',
      'packagejson-files',
      'usage-1',
      'x-y',
    ]);
  });
});
