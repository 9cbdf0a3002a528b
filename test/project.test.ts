// Project mode over multi-file clients (fixtures/projects/*): every file's findings match its
// annotations, `--fix` gives each file its `.fixed` twin (files without one stay as they are),
// and fixing the result again changes nothing. A `fixture-options: {"fixReview": true}` line in a
// project's README makes its twins those of `--fix --fix-review`.
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText, fixText } from '../src/core/index.js';
import type { Finding } from '../src/core/types.js';
import { runProject, type ProjectFile } from '../src/project/index.js';
import { fixedName, fixtureOptions, isFixedFile, parseAnnotations } from '../src/rulebook/annotations.js';
import { runCli, sourceFiles, tempDir } from './support.js';
import { heldText } from '../src/core/decide/holds.js';
import type { Held } from '../src/core/types.js';

const root = path.resolve(import.meta.dirname, '../fixtures/projects');
const projects = readdirSync(root).filter((d) => statSync(path.join(root, d)).isDirectory());

function sources(dir: string): string[] {
  return sourceFiles(dir).filter((f) => !isFixedFile(path.basename(f)));
}

/** The per-file pass, then project mode for the files it could not finish: the engine's order. */
function analyse(files: ProjectFile[], cwd: string, fix = false, data: ReadonlyMap<string, string> = new Map()) {
  const options = optionsOf(cwd);
  const perFile = new Map(files.map((f) => [f.file, checkText(f.text, f.file)] as const));
  const unresolved = files.filter((f) => perFile.get(f.file)!.unresolved).map((f) => f.file);
  const texts = new Map([...data, ...files.map((f) => [f.file, f.text] as const)]);
  // The run is the folder, as the CLI's: its data files and scripts too (a base in a JSON file moves there).
  const run = [...files.map((f) => f.file), ...otherFiles(cwd)];
  const project = runProject(files.filter((f) => unresolved.includes(f.file)), run, { ...options, cwd, fix, texts });
  const findings = new Map<string, Finding[]>();
  const outputs = new Map(project.outputs);
  for (const f of files) {
    const inProject = project.findings.has(f.file);
    findings.set(f.file, project.findings.get(f.file) ?? perFile.get(f.file)!.findings);
    // Files project mode did not take are fixed on their own, as the engine does.
    if (fix && !inProject) {
      const out = fixText(f.text, f.file, options).output;
      if (out !== f.text) outputs.set(f.file, out);
    }
  }
  return { findings, outputs, unresolved };
}

/** The files of a fixture project that are not code, its README or twins: what else the run holds. */
function otherFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !/\.[cm]?[jt]sx?$/.test(e.name) && e.name !== 'README.md' && !isFixedFile(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** The options a project's README names (`fixture-options: {…}`), as rule fixtures name theirs. */
function optionsOf(dir: string): { fixReview?: boolean } {
  const readme = path.join(dir, 'README.md');
  return statSync(readme, { throwIfNoEntry: false }) ? fixtureOptions(readFileSync(readme, 'utf8')) : {};
}

describe.each(projects)('project %s', (name) => {
  const dir = path.join(root, name);
  const files: ProjectFile[] = sources(dir).map((file) => ({ file, text: readFileSync(file, 'utf8') }));

  it('needs project mode: some file uses a name only another file defines', () => {
    expect(analyse(files, dir).unresolved.length).toBeGreaterThan(0);
  });

  it('reports each v3 call once, in the file and on the line that holds it', () => {
    const { findings } = analyse(files, dir);
    const problems: string[] = [];
    for (const f of files) {
      const rel = path.relative(dir, f.file);
      const got = findings.get(f.file)!;
      const { annotations } = parseAnnotations(f.text);
      for (const a of annotations)
        for (const key of a.keys) {
          const hit = got.some((x) => x.change === key && x.start.line === a.line);
          if (a.directive === 'ruleid' && !hit) problems.push(`missed: ${rel}:${a.line} ${key}`);
          if (a.directive === 'ok' && hit) problems.push(`false positive: ${rel}:${a.line} ${key}`);
        }
      for (const x of got)
        if (!annotations.some((a) => a.line === x.start.line && a.keys.includes(x.change) && a.directive !== 'ok'))
          problems.push(`not annotated: ${rel}:${x.start.line}:${x.start.column} ${x.change} ${x.message}`);
      const keys = got.map((x) => `${x.change}@${x.range[0]}`);
      expect(new Set(keys).size, `${rel}: one finding per change per place`).toBe(keys.length);
    }
    expect(problems).toEqual([]);
  });

  it('fixes each file where its text is, and a second fix changes nothing', () => {
    const { outputs } = analyse(files, dir, true);
    for (const f of files) {
      const fixedPath = path.join(path.dirname(f.file), fixedName(path.basename(f.file)));
      const expected = statSync(fixedPath, { throwIfNoEntry: false }) ? readFileSync(fixedPath, 'utf8') : f.text;
      expect(outputs.get(f.file) ?? f.text, `${path.relative(dir, f.file)} after --fix`).toBe(expected);
    }
    const again = files.map((f) => ({ file: f.file, text: outputs.get(f.file) ?? f.text }));
    const data = new Map([...outputs].filter(([f]) => !files.some((x) => x.file === f)));
    expect(analyse(again, dir, true, data).outputs.size, 'a second --fix').toBe(0);
  });
});

/** The CLI over a copy of a fixture project (without its `.fixed` twins); `out` is both streams. */
async function cli(name: string, args: string[]): Promise<{ dir: string; code: number; out: string }> {
  const dir = tempDir('project');
  cpSync(path.join(root, name), dir, { recursive: true, filter: (src) => !isFixedFile(path.basename(src)) });
  const { code, stdout, stderr } = await runCli([...args, '.'], dir, { NO_COLOR: '1' });
  return { dir, code, out: stdout + stderr };
}

describe.each(projects)('the CLI on project %s', (name) => {
  it('--fix writes every file as its .fixed twin', async () => {
    const { dir } = await cli(name, ['--fix', ...(optionsOf(path.join(root, name)).fixReview ? ['--fix-review'] : [])]);
    for (const f of sources(path.join(root, name))) {
      const fixedPath = path.join(path.dirname(f), fixedName(path.basename(f)));
      const expected = readFileSync(statSync(fixedPath, { throwIfNoEntry: false }) ? fixedPath : f, 'utf8');
      expect(readFileSync(path.join(dir, path.relative(path.join(root, name), f)), 'utf8'), path.relative(root, f)).toBe(expected);
    }
  });
});

describe('a call tied to no base in project mode', () => {
  it('holds the bases its imports reach while its own fix is not made: a safe-only --fix of esm-ts moves nothing', async () => {
    // The services' calls go through a wrapper class in another module (a client the registry does
    // not know: review); the base they are on must not move without them.
    const { dir } = await cli('esm-ts', ['--fix']);
    for (const f of sources(path.join(root, 'esm-ts')))
      expect(readFileSync(path.join(dir, path.relative(path.join(root, 'esm-ts'), f)), 'utf8'), path.relative(root, f)).toBe(readFileSync(f, 'utf8'));
  });
});

describe('--no-project', () => {
  it('stays per file: a base exported to other files is never a safe fix, and the message points to project mode', async () => {
    const on = await cli('cjs-js', ['--format', 'json']);
    const off = await cli('cjs-js', ['--format', 'json', '--no-project']);
    const at = (out: string, line: number) =>
      (JSON.parse(out) as { findings: { file: string; line: number; fix: string; message: string; held?: Held }[] }).findings.find((f) => f.file === 'lib/config.js' && f.line === line)!;
    // With the project in view, one base moves with its calls (with --fix-review: a route-table entry on it is read
    // through a client the registry does not know) and the other waits for the manual change of a call in another file.
    expect(at(on.out, 2).held).toMatchObject({ reason: 'prefix waits', tier: 'review' });
    expect(at(on.out, 6).fix).toBe('manual');
    // Seeing one file at a time, neither moves: other files may import them.
    for (const line of [2, 6]) {
      expect(at(off.out, line).fix).toBe('manual');
      expect(at(off.out, line).held?.unproven).toMatchObject({ kind: 'imported, one file' });
      expect(heldText(at(off.out, line).held!)).toContain('run the CLI in project mode');
    }
  });
});

describe('which files go to project mode', () => {
  const client = (imports: string, type: string) =>
    `${imports}\nexport class Ci {\n  constructor(private readonly http: ${type}) {}\n  play(id: number, job: number) {\n    return this.http.post(\`/projects/\${id}/builds/\${job}/play\`);\n  }\n}\n`;

  it('a field or parameter typed by a class of the project: its class may hold the base', () => {
    expect(checkText(client("import { GitLabHttp } from './http';", 'GitLabHttp'), 'ci.ts').unresolved).toBe(true);
  });

  it("not one typed by a package's type, a global one or an inline shape: project mode could tell nothing more", () => {
    expect(checkText(client("import type { AxiosInstance } from 'axios';", 'AxiosInstance'), 'ci.ts').unresolved).toBeUndefined();
    expect(checkText(client('', 'Record<string, unknown>'), 'ci.ts').unresolved).toBeUndefined();
    const shape = "export function make(opts: { url: string }) {\n  return fetch(opts.url + '/projects/1/builds');\n}\n";
    expect(checkText(shape, 'make.ts').unresolved).toBeUndefined();
  });
});

describe('a version a JSON file writes, read once as the version of a base (decide/version-value.ts)', () => {
  const json = (dir: string) => readFileSync(path.join(dir, 'config', 'watcher.json'), 'utf8');
  it('moves in the file with the calls on it under --fix-review, and not under --fix or --no-project', async () => {
    const original = json(path.join(root, 'json-version-js'));
    expect(json((await cli('json-version-js', ['--fix', '--fix-review'])).dir)).toBe(original.replace('"apiVersion": "v3"', '"apiVersion": "v4"'));
    expect(json((await cli('json-version-js', ['--fix'])).dir)).toBe(original);
    const alone = await cli('json-version-js', ['--fix', '--fix-review', '--no-project']);
    expect(json(alone.dir)).toBe(original);
    expect(readFileSync(path.join(alone.dir, 'client.mjs'), 'utf8')).toBe(readFileSync(path.join(root, 'json-version-js', 'client.mjs'), 'utf8'));
  });

  it('moves past a call with no v4 form that reads the base of its instance back, turned back (json-version-split-js)', async () => {
    const original = json(path.join(root, 'json-version-split-js'));
    expect(json((await cli('json-version-split-js', ['--fix', '--fix-review'])).dir)).toBe(original.replace('"apiVersion": "v3"', '"apiVersion": "v4"'));
  });

  it('a data file the fix cannot write leaves every fix that moves with it unmade, in every file (the loop starts again without it)', async () => {
    // Read by the parser as an object, but no JSON: the fixed text would not parse, so the version stays,
    // and the route fix of the other call would send a v4 route to the v3 base.
    const dir = tempDir('project');
    cpSync(path.join(root, 'json-version-split-js'), dir, { recursive: true, filter: (src) => !isFixedFile(path.basename(src)) });
    const file = path.join(dir, 'config', 'watcher.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"platform%2Fcheckout"', '"platform%2Fcheckout",'));
    const before = readFileSync(file, 'utf8');
    const { stdout, stderr } = await runCli(['--fix', '--fix-review', '.'], dir, { NO_COLOR: '1' });
    expect(stdout + stderr).toContain('would not parse');
    expect(readFileSync(file, 'utf8')).toBe(before);
    const client = readFileSync(path.join(dir, 'client.mjs'), 'utf8');
    expect(client).toContain('/builds`');
    expect(client).not.toContain('/jobs`');
  });

  it('holds it where the value is also a header and another module reads it', async () => {
    const { dir, out } = await cli('json-version-held-js', ['--fix', '--fix-review', '--format', 'json']);
    expect(json(dir)).toBe(json(path.join(root, 'json-version-held-js')));
    const findings = (JSON.parse(out.slice(out.indexOf('{'))) as { findings: { file: string; ruleId: string; held?: Held }[] }).findings;
    expect(findings.find((f) => f.ruleId === 'api-v3-prefix')?.held?.reason).toBe('not proven');
  });
});

describe('a base in a JSON file the module reads (decide/data-base.ts)', () => {
  const json = (dir: string) => readFileSync(path.join(dir, 'bot.config.json'), 'utf8');
  it('moves in the file with every call on it under --fix-review, and leaves another service beside it', async () => {
    const { dir } = await cli('data-base-js', ['--fix', '--fix-review']);
    const original = json(path.join(root, 'data-base-js'));
    expect(json(dir)).toBe(original.replace('git.example.org/api/v3', 'git.example.org/api/v4'));
    expect(json(dir)).toContain('tracker.example.org/api/v3');
  });

  it('waits under plain --fix for the call with no v4 form (its own v3 base is a review fix): nothing moves', async () => {
    const { dir } = await cli('data-base-js', ['--fix']);
    expect(json(dir)).toBe(json(path.join(root, 'data-base-js')));
    expect(readFileSync(path.join(dir, 'bot.mjs'), 'utf8')).toBe(readFileSync(path.join(root, 'data-base-js', 'bot.mjs'), 'utf8'));
    const report = await cli('data-base-js', ['--format', 'json', '--fix-review', '--dry-run']);
    const prefix = (JSON.parse(report.out.slice(report.out.indexOf('{'))) as { findings: { file: string; ruleId: string; fix: string; held?: Held }[] }).findings;
    // What is left is the call's own copy of the v3 base, reported on every later run.
    expect(prefix.filter((f) => f.ruleId === 'api-v3-prefix').map((f) => `${f.file} ${f.fix} ${f.held?.reason}`)).toEqual(['bot.mjs manual v3 copy']);
  });

  it('reports a held base once, where the code reads it: the JSON file says nothing of GitLab, its calls do', async () => {
    const { out } = await cli('data-base-js', ['--format', 'json']);
    const findings = (JSON.parse(out.slice(out.indexOf('{'))) as { findings: { file: string; line: number; ruleId: string; held?: Held }[] }).findings;
    const prefixes = findings.filter((f) => f.ruleId === 'api-v3-prefix');
    // Before: a second finding in bot.config.json on the same value, held as `not GitLab`.
    expect(prefixes.map((f) => `${f.file}:${f.line}`)).toEqual(['bot.mjs:5']);
    expect(prefixes[0].held?.reason).toBe('prefix waits');
  });

  it.each([
    ['data-base-shell-js', 'deploy.sh', 3],
    ['data-base-dynamic-js', 'bot.mjs', 28],
  ])('holds it where another reader of the file is not followed (%s)', async (name, reader, line) => {
    const { dir, out } = await cli(name, ['--fix', '--fix-review', '--format', 'json']);
    expect(json(dir)).toBe(json(path.join(root, name)));
    const findings = (JSON.parse(out.slice(out.indexOf('{'))) as { findings: { file: string; ruleId: string; held?: Held }[] }).findings;
    const base = findings.find((f) => f.file === 'bot.mjs' && f.ruleId === 'api-v3-prefix');
    expect(base?.held).toMatchObject({ reason: 'not proven', unproven: { kind: 'read unseen', name: 'bot.config.json', places: [{ file: reader, line }] } });
  });
});

describe('a base `new URL(path, ROOT)` resolves against, in a wrapper other modules call (base-proof.ts notRelative)', () => {
  const heldOf = (out: string, line: number) =>
    (JSON.parse(out.slice(out.indexOf('{'))) as { findings: { file: string; line: number; ruleId: string; held?: Held }[] }).findings.find((f) => f.file === 'gitlab.js' && f.ruleId === 'api-v3-prefix' && f.line === line)?.held;

  it('holds the base where one caller in the run gives a path from the root, naming that call', async () => {
    const { out } = await cli('url-wrapper-js', ['--format', 'json', '--dry-run']);
    expect(heldOf(out, 4)).toBeUndefined();
    expect(heldOf(out, 13)).toMatchObject({ reason: 'not proven', unproven: { kind: 'read unseen', name: 'RAW_ROOT', places: [{ file: 'ops.js', line: 6 }] } });
  });

  it('holds both where the front sees one file: the wrapper is exported, its callers unseen', async () => {
    const { out } = await cli('url-wrapper-js', ['--format', 'json', '--dry-run', '--no-project']);
    expect(heldOf(out, 4)).toMatchObject({ reason: 'not proven', unproven: { kind: 'read unseen', name: 'REST_ROOT', places: [{ file: 'gitlab.js', line: 8 }] } });
    expect(heldOf(out, 13)).toMatchObject({ reason: 'not proven' });
  });
});

describe('an instance in a class field that mixins reach as this.http (extract/mixins.ts, base-proof.ts runReads)', () => {
  it('holds the base where a module of the run reads the field of an object of the class', async () => {
    const dir = tempDir('project');
    cpSync(path.join(root, 'mixin-js'), dir, { recursive: true, filter: (src) => !isFixedFile(path.basename(src)) });
    writeFileSync(path.join(dir, 'raw.js'), "export const version = (gl) =>\n  gl.http.get('version');\n");
    const { stdout } = await runCli(['--format', 'json', '--dry-run', '.'], dir, { NO_COLOR: '1' });
    const findings = (JSON.parse(stdout.slice(stdout.indexOf('{'))) as { findings: { file: string; ruleId: string; held?: Held }[] }).findings;
    const base = findings.find((f) => f.file === 'gitlab.js' && f.ruleId === 'api-v3-prefix');
    expect(base?.held).toMatchObject({ reason: 'not proven', unproven: { kind: 'read unseen', places: [{ file: 'raw.js', line: 2 }] } });
  });

  it('holds it in a front that sees one file: the class is exported', async () => {
    const { out } = await cli('mixin-js', ['--format', 'json', '--dry-run', '--no-project']);
    const findings = (JSON.parse(out.slice(out.indexOf('{'))) as { findings: { file: string; ruleId: string; held?: Held }[] }).findings;
    expect(findings.find((f) => f.file === 'gitlab.js' && f.ruleId === 'api-v3-prefix')?.held).toMatchObject({ reason: 'not proven' });
  });
});
