// The readers' typed model (src/languages/virtual/model.ts): what a reader knows of a file, as data.
// The builder (virtual/estree.ts) makes it the program the core reads, as ESTree nodes in the
// original's coordinates: no module of src/ writes JavaScript text for another kind (issue 26). The
// names a document shares with other files and the cross-file link's declarations come from the
// model; what the link reads of a finding (its request's base, the declarations it injected) is
// data of the built document.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { makefileDocs } from '../src/languages/makefile/reader.js';
import { rubyDocs } from '../src/languages/ruby/reader.js';
import { shellDocs } from '../src/languages/shell/files.js';
import { itemsOf, type Item, type Piece, type Request } from '../src/languages/virtual/model.js';
import { hostHere, namesOf } from '../src/languages/virtual/names.js';
import { build, builtDoc } from '../src/languages/virtual/estree.js';
import { children, type Node } from '../src/core/extract/scope.js';
import { checkText, directivesOf, fixText, virtualDocs } from '../src/languages/index.js';
import { ROOT, sourceFiles } from './support.js';

const LANGUAGES = path.join(ROOT, 'src/languages');
/** A module's code without its comments (a comment may show the printed text in prose). */
const codeOf = (file: string) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
const text = (pieces: readonly Piece[]) => pieces.map((p) => (p.kind === 'char' ? p.ch : p.kind === 'var' ? `{${p.name}}` : '?')).join('');
const items = (doc: { model?: { items: Item[] } }) => [...itemsOf(doc.model!.items)];
/** Whether code has a string literal (on one line) with JavaScript a printer of another kind would write: a request call, a declaration, a read, a function, an unread value's name. */
const writesJs = (code: string) =>
  [...code.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\\n]|\\.)*`/g)].some((m) => /request\(\{|\blet [\w$]+ = |\bvoid [\w$]+;|\bfunction [\w$]+\(|__shell|__script|__config|\$fn_/.test(m[0]));

/** Every file below a fixtures folder, by path. */
const filesIn = (dir: string): string[] => readdirSync(dir).flatMap((e) => ((p) => (statSync(p).isDirectory() ? filesIn(p) : [p]))(path.join(dir, e)));

describe('no code writes JavaScript text for another kind', () => {
  it('no module of src/ has JavaScript syntax for another kind in a string, and none is a printer', () => {
    // The builder names the identifiers it makes (`request`, `__config`) in nodes; it writes no text.
    const files = sourceFiles(path.join(ROOT, 'src')).filter((f) => f.endsWith('.ts'));
    const found = files.filter((f) => !f.endsWith(path.join('virtual', 'estree.ts')) && writesJs(codeOf(f))).map((f) => path.relative(ROOT, f));
    expect(found).toEqual([]);
    expect(files.filter((f) => /virtual\/print\.js/.test(codeOf(f)) || f.endsWith(path.join('virtual', 'print.ts'))).map((f) => path.relative(ROOT, f))).toEqual([]);
  });

  it('every reader document of the corpora is a built program; only a block of the file\'s own JavaScript is parsed as text', () => {
    const kinds = { built: 0, own: 0 };
    for (const dir of ['fixtures/languages', 'fixtures/languages-2', 'fixtures/languages-3', 'fixtures/languages-4', 'fixtures/languages-5', 'fixtures/languages-6', 'fixtures/languages-7', 'fixtures/languages-8', 'fixtures/adapters/src', 'fixtures/mixed-repo'])
      for (const file of filesIn(path.join(ROOT, dir))) {
        const text = readFileSync(file, 'utf8');
        for (const doc of virtualDocs(text, file)) {
          expect(!!doc.program !== (doc.code !== undefined), path.relative(ROOT, file)).toBe(true);
          if (doc.program) expect(doc.model, path.relative(ROOT, file)).toBeDefined();
          // A parsed block is the original, the rest blanked: the file's own code, nothing written.
          else expect([...doc.code!].every((ch, i) => ch === text[i] || (ch === ' ' && text[i] !== '\n'))).toBe(true);
          kinds[doc.program ? 'built' : 'own']++;
        }
      }
    expect(kinds.built).toBeGreaterThan(120);
    expect(kinds.own).toBeGreaterThan(5);
  });

  it('the builder writes no text: it imports neither the printer nor a parser', () => {
    const code = codeOf(path.join(LANGUAGES, 'virtual/estree.ts'));
    expect(code).not.toMatch(/from '\.\/print\.js'|parse\/parse\.js|\bprint\(/);
  });

  it('configuration values are built, not printed: their documents carry a program and no JavaScript text', () => {
    for (const f of ['config-files/route-values.ts', 'config-files/reader.ts']) expect(codeOf(path.join(LANGUAGES, f)), f).not.toMatch(/virtual\/print\.js/);
    const yaml = 'gitlab:\n  # gitlab-v4-migrate-ignore-next-line prefix\n  url: https://gitlab.example.com/api/v3/projects/1/builds\n';
    const docs = virtualDocs(yaml, 'settings.yml');
    expect(docs.length).toBe(2);
    for (const d of docs) expect([d.code, !!d.program]).toEqual([undefined, true]);
    // The request node is the value's place in the original; the URL's characters keep their offsets.
    const call = (docs[1].program!.body[0] as { expression: Node }).expression;
    expect(call.range[0]).toBe(yaml.indexOf('https'));
    expect(yaml.slice(...(call.type === 'CallExpression' && call.arguments[0].type === 'ObjectExpression' ? call.arguments[0].properties[1].range : [0, 0]))).toBe('https://gitlab.example.com/api/v3/projects/1/builds');
  });

  it('the check finds such a string (it would fail on the reader code and the printer it replaced)', () => {
    const before = ["vb.add('void API;');", "vb.add(' body: __shell,');", 'vb.add("request({ method: ");', "this.add(`let API = `);", "if (x.kind() === 'return') return [{ kind: 'opaque' }];", "`the function ${id}() returns`"];
    expect(before.map(writesJs)).toEqual([true, true, true, true, false, false]);
  });

  it('the core reads nothing of the printed text by content: no name the printer writes is in a string of src/core', () => {
    const core = sourceFiles(path.join(ROOT, 'src/core')).filter((f) => f.endsWith('.ts'));
    const found = core.filter((f) => /__config|__shell|__script|\$fn_|request\(\{/.test(codeOf(f))).map((f) => path.relative(ROOT, f));
    expect(found).toEqual([]);
  });

  it('suppression comments and configuration values are data of the document, not printed text', () => {
    const yaml = 'gitlab:\n  # gitlab-v4-migrate-ignore-next-line prefix\n  url: https://gitlab.example.com/api/v3\n';
    const docs = virtualDocs(yaml, 'settings.yml');
    expect(docs.filter((d) => d.words?.includes('gitlab-v4-migrate-ignore'))).toEqual([]);
    expect(docs.flatMap((d) => d.configValues ?? []).length).toBe(1);
    expect(directivesOf(yaml, 'settings.yml').map((d) => [d.line, d.column, d.target, d.keys])).toEqual([[2, 3, 3, ['prefix']]]);
  });

  it('the cross-file names and link read no printed text', () => {
    for (const f of ['virtual/names.ts', 'virtual/links.ts', 'virtual/document.ts']) expect(codeOf(path.join(LANGUAGES, f)), f).not.toMatch(/\b(?:doc|d)\.text\b/);
  });
});

describe('a shell script as a model', () => {
  const script = 'export API=https://gl.example.com/api/v3\nID=5\ncurl -X PUT "$API/projects/$ID/star" -d "a=1"\n';
  const [doc] = shellDocs(script);

  it('binds each assignment with its pieces at their original offsets, and says which are exported', () => {
    const binds = items(doc).filter((i) => i.kind === 'bind');
    expect(binds.map((b) => [b.name.text, b.declare, !!b.exported])).toEqual([
      ['API', true, true],
      ['ID', true, false],
    ]);
    const api = binds[0].value;
    expect(api.kind === 'string' && api.pieces[0]).toEqual({ kind: 'char', ch: 'h', off: script.indexOf('https') });
  });

  it('holds a request as its method, URL pieces and fields', () => {
    const request = items(doc).find((i): i is Request => i.kind === 'request')!;
    expect(request.style).toBe('curl');
    expect(request.method?.kind === 'spelled' && text(request.method.pieces)).toBe('PUT');
    expect(request.url.kind === 'string' && text(request.url.pieces)).toBe('{API}/projects/{ID}/star');
    expect(request.params.map((p) => [p.section, p.fields?.map((f) => ('key' in f ? f.key.map((c) => c.ch).join('') : '...'))])).toEqual([['body', ['a']]]);
  });

  it('names what it shares from the model: the base it assigns, and the bases its requests start with', () => {
    expect(namesOf(doc).assigned).toEqual([{ name: 'API', range: [script.indexOf('https'), script.indexOf('\n')], suffix: '/api/v3', shared: false, exported: true, top: true }]);
    expect([...namesOf(shellDocs('curl "$GITLAB_API/projects/1"\n')[0]).free]).toEqual(['GITLAB_API']);
  });

  it('a body field named `url` is no base of the request (the printed text read back took it for one)', () => {
    const [d] = shellDocs('curl -d "url=$HOOK" "https://gl.example.com/api/v3/projects/1/hooks"\n');
    expect([...namesOf(d).free]).toEqual([]);
  });

  it('a name joined to its own API prefix is a host there', () => {
    expect(hostHere(shellDocs('curl "$GITLAB_URL/api/v3/projects"\n')[0], 'GITLAB_URL')).toBe(true);
    expect(hostHere(shellDocs('curl "$GITLAB_URL/projects"\ncurl "$GITLAB_URL/api/v4/user"\n')[0], 'GITLAB_URL')).toBe(false);
  });

  it("a Makefile's `export NAME = …` is an exported binding", () => {
    const assigned = (t: string) => namesOf(makefileDocs(t)[0]).assigned.map((a) => [a.name, a.exported]);
    expect(assigned('export API = https://gl.example.com/api/v3\n')).toEqual([['API', true]]);
    expect(assigned('API = https://gl.example.com/api/v3\n')).toEqual([['API', false]]);
  });
});

describe('what the cross-file link reads is data of the built document', () => {
  it('the declarations it injects stand past the end of the file, spelling nothing of it, each with its span; each request names its base', () => {
    const script = 'curl "$API/projects/1/builds"\n';
    const [doc] = shellDocs(script);
    const value: Piece[] = [...'https://base.invalid/api/v3'].map((ch) => ({ kind: 'char', ch, off: -1 }));
    const injected = builtDoc({ ...doc.model!, injected: [{ name: 'API', value }] }, script);
    const [[name, from, to]] = injected.injected!;
    expect([name, from, to - from]).toEqual(['API', script.length + 1, value.length]);
    expect([...injected.runs!.keys()].filter((o) => o >= script.length)).toEqual([]);
    expect(checkText(script, 'a.sh').findings.map((f) => f.start.line)).toEqual([1]);
    expect(injected.requests).toEqual([{ range: [0, script.indexOf('builds') + 'builds'.length], base: 'API' }]);
  });
});

describe('how an edit is spelled is the language', () => {
  const script = 'uri = URI("https://gl.example.com/api/v3/projects/1/star")\nreq = Net::HTTP::Delete.new(uri)\nNet::HTTP.start(uri.host) { |http| http.request(req) }\nRestClient.get("https://gl.example.com/api/v3/projects", { accept: :json })\n';
  const [doc] = rubyDocs(script);
  const model = doc.model!;
  const verb = script.indexOf('Delete');

  it("a Net::HTTP request class is written capitalised; a shell word's quotes are refused", () => {
    expect(model.spelling('post', [verb, verb + 'Delete'.length], model)).toBe('Post');
    expect(model.spelling("'v4'", [0, 1], model)).toBeUndefined();
    expect(shellDocs('X=1\n')[0].model!.spelling('$(x)', [0, 1], model)).toBeUndefined();
  });

  it("a verb whose arguments differ from the new verb's takes no edit", () => {
    const get = script.lastIndexOf('get');
    expect(model.spelling('POST', [get, get + 3], model)).toBeUndefined();
    expect(model.spelling('x', [get, get], model)).toBe('x');
  });
});

describe('the builder', () => {
  it("a Python or Ruby document is built, not printed, and an edit of a whole string replaces its characters, not quotes it does not have", () => {
    const py = 'import requests\nAPI = "http://127.0.0.1:1/api/v3"\nrequests.get(f"{API}/projects/5/events", params={"sort": "DESC"})\n';
    const [doc] = virtualDocs(py, 'a.py');
    expect([doc.code, !!doc.program]).toEqual([undefined, true]);
    expect(fixText(py, 'a.py', { fixReview: true }).output).toBe(py.replace('v3', 'v4').replace('DESC', 'desc'));
  });

  it("a field read by a literal key (`mr['id']` in a `%d`) spells nothing of its own: the `.id` → `.iid` fix is no insertion after the placeholder", () => {
    const py = "import requests\nAPI = 'https://gitlab.example.com/api/v3'\nfor mr in requests.get(API + '/projects/1/merge_requests').json():\n    requests.get(API + '/projects/1/merge_requests/%d/commits' % mr['id'])\n";
    const iid = checkText(py, 'a.py').findings.find((f) => f.ruleId === 'iid-not-id');
    expect([iid?.start.line, iid?.edits, iid?.held?.reason]).toEqual([4, undefined, 'not plain text']);
    expect(fixText(py, 'a.py', { fixReview: true }).output).toBe(py);
  });

  it('what a built program names is what its code says: a class name or a docstring naming GitLab makes no other base of the file GitLab\'s', () => {
    const py = [
      '"""GitLab v3 client, and the media box."""',
      'import requests',
      '',
      'class GitLabSession(requests.Session):',
      '    def __init__(self, host):',
      "        self.base = '%s/api/v3' % host",
      '',
      'class Box(object):',
      '    def __init__(self, host):',
      "        self.base = host + '/api/v3'",
      '',
      '    def series(self):',
      "        return requests.get(self.base + '/series').json()",
      '',
    ].join('\n');
    expect(checkText(py, 'a.py').findings.filter((f) => f.start.line > 7)).toEqual([]);
  });

  it('a node spells the original: an identifier is the name as the file writes it, a string element carries its characters at their offsets', () => {
    const script = 'API=https://gl.example.com/api/v3\ncurl -X PUT "$API/projects/$ID/star"\n';
    const [doc] = shellDocs(script);
    const { program } = build(doc.model!, script);
    const ids: Node[] = [];
    const walk = (n: Node) => {
      if (n.type === 'Identifier' && n.range[0] < n.range[1]) ids.push(n);
      children(n).forEach(walk);
    };
    walk(program);
    expect(ids.map((i) => [i.type === 'Identifier' && i.name, script.slice(...i.range)])).toEqual([
      ['API', 'API'],
      ['API', 'API'],
      ['ID', 'ID'],
    ]);
  });
});
