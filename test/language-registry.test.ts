// The registry (src/languages/registry.ts) is the one list of file kinds: no other module of src/
// names a kind or lists a kind's extensions, and a line added to it is all that discovery, `--ext`,
// shebangs, `build/` scripts and the adapters need to read a new kind's files. The second half runs
// with a registry that has one more line (a fake kind, `fakescript`, whose reader reads its files as
// JavaScript): the real engine finds, reads and reports its files, and nothing else was told of it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runEngine } from '../src/engine/index.js';
import { isScriptName, kindOfName, kindOfShebang, kindsFor } from '../src/languages/kinds.js';
import type { RegistryLine } from '../src/languages/language.js';
import { sourceFiles, tempProject, V3_CALL } from './support.js';

const FAKE = vi.hoisted(
  (): RegistryLine => ({
    name: 'fakescript',
    row: 'fakescript',
    extensions: ['fks'],
    names: '^fakefile$',
    interpreters: /^fakescript$/,
    script: true,
    comments: ['//'],
    reader: async () => {
      const { maskedDoc } = await import('../src/languages/virtual/document.js');
      return { readers: { fakescript: { documents: (text: string) => [maskedDoc(text, [[0, text.length]], '(virtual).js')] } } };
    },
  }),
);

vi.mock('../src/languages/registry.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/languages/registry.js')>();
  return { ...real, REGISTRY: [...real.REGISTRY, FAKE] };
});

const SRC = path.resolve(import.meta.dirname, '../src');
const LANGUAGES = path.join(SRC, 'languages');

/**
 * Quoted words that are a kind's name but not a kind (file, word, why). A new entry here needs
 * the same kind of reason: a word of another vocabulary that happens to be spelled as a kind.
 */
const NOT_KINDS: readonly [string, string, string][] = [
  ['cli/args.ts', 'config', 'the --config option'],
  ['clients/javascript.ts', 'config', 'the options of a failed request an axios interceptor receives (`error.config`)'],
  ['cli/ledger-command.ts', 'markdown', 'a report format'],
  ['cli/main.ts', 'env', "the process's environment"],
  ['engine/discover/ignores.ts', 'config', "git's config file"],
  ['engine/git.ts', 'config', 'the git config command'],
  ['languages/kinds.ts', 'env', 'the env program of a shebang (`#!/usr/bin/env bash`)'],
  ['languages/markdown/fence-content.ts', 'js', 'a fence tag'],
  ['rulebook/docs.ts', 'js', 'the fence tag of a generated example'],
  // ast-grep registers every grammar in one call (a later call is ignored), so the grammars are one table.
  ['languages/virtual/tree-sitter.ts', 'python', 'a tree-sitter grammar'],
  ['languages/virtual/tree-sitter.ts', 'ruby', 'a tree-sitter grammar'],
  // The client registry sits below the core, which the languages import: its styles name their language.
  ['clients/python.ts', 'python', "the language of a client style, which that language's reader reads"],
  ['clients/ruby.ts', 'ruby', "the language of a client style, which that language's reader reads"],
  ['clients/components.ts', 'vue', "the npm module Vue's watch is imported from"],
  ['clients/types.ts', 'python', 'the languages a client style may be of'],
  ['clients/types.ts', 'ruby', 'the languages a client style may be of'],
  ['clients/shell.ts', 'shell', "the language of a client style, which that language's reader reads"],
  ['clients/types.ts', 'shell', 'the languages a client style may be of'],
  // The syntax-tree reader Python and Ruby share branches on its grammar table's language (python/ and ruby/ hold the tables).
  ['languages/script-tree/grammar.ts', 'python', 'the languages a grammar table may be of'],
  ['languages/script-tree/grammar.ts', 'ruby', 'the languages a grammar table may be of'],
  ['languages/script-tree/reader.ts', 'python', "the grammar table's language, where the two grammars differ"],
  ['languages/script-tree/reader.ts', 'ruby', "the grammar table's language, where the two grammars differ"],
  ['languages/script-tree/reader.ts', 'shell', "subprocess's `shell=True` keyword (a list then run by a shell)"],
];

/** A module's code without its comments (a comment may name a kind in prose). */
const codeOf = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');

describe('the registry is the only list of kinds', async () => {
  const { REGISTRY } = await vi.importActual<typeof import('../src/languages/registry.js')>('../src/languages/registry.js');
  const files = sourceFiles(SRC).filter((f) => /\.c?ts$/.test(f));
  // Each kind's own folder: the one whose kind.ts declares it.
  const folderOf = new Map<string, string>();
  for (const f of files.filter((x) => path.basename(x) === 'kind.ts')) for (const m of codeOf(f).matchAll(/\bname: '([\w-]+)'/g)) folderOf.set(m[1], path.dirname(f));

  it('every kind is declared in a folder of its own (kind.ts), and listed once', () => {
    expect(REGISTRY.map((k) => k.name).filter((n) => !folderOf.has(n))).toEqual([]);
    expect(new Set(REGISTRY.map((k) => k.name)).size).toBe(REGISTRY.length);
  });

  it('no module outside the registry and a kind\'s own folder names the kind', () => {
    const names = new Set<string>(REGISTRY.map((k) => k.name));
    const found: string[] = [];
    for (const f of files) {
      const rel = path.relative(SRC, f).split(path.sep).join('/');
      if (rel === 'languages/registry.ts') continue;
      // A kind's accuracy-table row is a label (`row: 'Dockerfile'`), not a kind.
      for (const m of codeOf(f).matchAll(/(?<!\brow: )(['"`])([\w-]+)\1/g)) {
        const kind = m[2];
        if (!names.has(kind) || f.startsWith(folderOf.get(kind)! + path.sep)) continue;
        if (!NOT_KINDS.some(([file, word]) => file === rel && word === kind)) found.push(`${rel}: '${kind}'`);
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });

  it('no exception above is stale (each word is still where it says)', () => {
    for (const [file, word] of NOT_KINDS) expect(codeOf(path.join(SRC, file)), `${file} no longer has '${word}'`).toMatch(new RegExp(`['"\`]${word}['"\`]`));
  });

  it("no module lists a kind's extensions but the registry's data (the kind.ts files)", () => {
    const found: string[] = [];
    for (const k of REGISTRY.filter((x) => x.extensions.length > 1)) {
      const ext = k.extensions.map((e) => `'${e}'`).join('|');
      // Two of a kind's extensions side by side in a list (`['js', 'cjs', …]`, `['json', 'yml']`).
      const list = new RegExp(`(?:${ext})\\s*,\\s*(?:${ext})`);
      for (const f of files) if (path.basename(f) !== 'kind.ts' && list.test(codeOf(f))) found.push(`${path.relative(SRC, f)}: ${k.name}`);
    }
    expect(found).toEqual([]);
  });

  it('the check finds a kind named elsewhere (it would fail on the lists it replaced)', () => {
    const before = "const READERS = new Set(['js', 'python', 'ruby', 'vue', 'svelte']);\nexport const EXTENSIONS = ['js', 'cjs', 'mjs'] as const;";
    expect([...before.matchAll(/(['"`])([\w-]+)\1/g)].map((m) => m[2]).filter((w) => REGISTRY.some((k) => k.name === w))).toEqual(['js', 'python', 'ruby', 'vue', 'svelte', 'js']);
    expect(/(?:'js'|'cjs'|'mjs')\s*,\s*(?:'js'|'cjs'|'mjs')/.test(before)).toBe(true);
  });

  it('a Markdown fence tag (a session tag too) names one kind: the page reads a block by its kind, never by a list of tags of its own', () => {
    const tags = (REGISTRY as readonly RegistryLine[]).flatMap((k) => [...(k.fenceTags ?? []), ...(k.sessions?.tags ?? [])]);
    expect(tags.filter((t, i) => tags.indexOf(t) !== i)).toEqual([]);
    const markdown = codeOf(path.join(LANGUAGES, 'markdown/reader.ts'));
    // (Two tags it reads apart from their kind: `typescript` names its virtual file `.ts`; an `http` request line is a curl command.)
    expect(tags.filter((t) => t.length > 2 && markdown.includes(`'${t}'`))).toEqual(['typescript', 'http']);
  });

  it('the languages README names every folder of src/languages', () => {
    const readme = readFileSync(path.join(LANGUAGES, 'README.md'), 'utf8');
    const folders = [...new Set(files.filter((f) => path.dirname(path.dirname(f)) === LANGUAGES).map((f) => path.basename(path.dirname(f))))];
    expect(folders.filter((d) => !readme.includes(`\`${d}/\``))).toEqual([]);
  });
});

describe('one registry line is enough for a new kind', () => {
  it('names, extensions, shebangs, build/ scripts and --ext know it', () => {
    expect(kindOfName('tools/sync.fks')).toBe('fakescript');
    expect(kindOfName('Fakefile')).toBe('fakescript');
    expect(kindOfShebang('#!/usr/bin/env fakescript\n')).toBe('fakescript');
    expect(isScriptName('release.fks')).toBe(true);
    expect(kindsFor(['fks'])).toEqual({ kinds: new Set(['fakescript']) });
    expect(kindsFor(['fakescript'])).toEqual({ kinds: new Set(['fakescript']) });
  });

  it('the engine discovers its files (by extension, name, shebang, and in build/) and its reader reads them', async () => {
    const dir = tempProject({
      'src/sync.fks': V3_CALL,
      'Fakefile': V3_CALL,
      'bin/release': `#!/usr/bin/env fakescript\n${V3_CALL}`,
      'build/deploy.fks': V3_CALL,
      'notes.txt': V3_CALL,
      'app.js': V3_CALL,
    });
    const all = await runEngine({ paths: ['.'], cwd: dir, threads: 1, project: false });
    const reported = (r: typeof all) => r.files.filter((f) => f.findings.some((x) => x.ruleId === 'builds-to-jobs')).map((f) => f.path).sort();
    expect(all.errors).toEqual([]);
    expect(reported(all)).toEqual(['Fakefile', 'app.js', 'bin/release', 'build/deploy.fks', 'src/sync.fks']);
    const only = await runEngine({ paths: ['.'], cwd: dir, threads: 1, project: false, ext: ['fks'] });
    expect(reported(only)).toEqual(['Fakefile', 'bin/release', 'build/deploy.fks', 'src/sync.fks']);
  });
});
