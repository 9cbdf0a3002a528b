// A read of a value that reaches only the text of an error or of a log (`throw new Error(\`GET ${url}: …\`)`,
// `console.debug('GET', url)`): it sends nothing and decides nothing, so a fix that changes the value
// changes only that text. Followed through the file's own functions and classes the value is handed to
// (`handle(method, url, res)` → `new GitLabError(method, url, …)` → `super(\`… ${new URL(url).pathname} …\`)`).
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import { isFunction, referencesOf, type FileIndex, type Node } from '../extract/scope.js';
import { calleeName } from '../extract/calls.js';
import { LOG_METHODS, LOGGERS } from '../extract/guesses.js';

/** Parts of a URL object that are text of it, read for a message (`new URL(url).pathname`). */
const URL_PARTS = /^(href|origin|protocol|host|hostname|port|pathname|search|hash)$/;

/** Whether the value read at `r` reaches only the text of an error or a log. */
export function messageOnly(index: FileIndex, r: Node, depth = 0): boolean {
  let n = r;
  for (;;) {
    const p = index.parent.get(n);
    if (!p) return false;
    if (p.type === 'TemplateLiteral' || (p.type === 'BinaryExpression' && p.operator === '+')) {
      n = p;
      continue;
    }
    // A property of it read (`opts.url`), not called.
    if (p.type === 'MemberExpression' && p.object === n && !p.computed && (index.parent.get(p) as TSESTree.CallExpression | undefined)?.callee !== p) {
      n = p;
      continue;
    }
    // `new URL(url)` parsed to read a part of it.
    if (p.type === 'NewExpression' && p.arguments[0] === n && p.callee.type === 'Identifier' && p.callee.name === 'URL' && !index.resolve(p.callee)) {
      const part = index.parent.get(p);
      if (part?.type !== 'MemberExpression' || part.object !== p || part.computed || part.property.type !== 'Identifier' || !URL_PARTS.test(part.property.name)) return false;
      n = part;
      continue;
    }
    if (p.type !== 'CallExpression' && p.type !== 'NewExpression') return false;
    const at = p.arguments.indexOf(n as TSESTree.CallExpressionArgument);
    if (at < 0) return false;
    return messageCall(index, p, at, depth);
  }
}

/** Whether argument `at` of `call` is the text of an error or a log, here or in the file's own function or class it is handed to. */
function messageCall(index: FileIndex, call: TSESTree.CallExpression | TSESTree.NewExpression, at: number, depth: number): boolean {
  // `super(message)` in a class that extends an error.
  if (call.callee.type === 'Super') {
    const cls = index.enclosingClass(call);
    return cls?.superClass?.type === 'Identifier' && /Error$/.test(cls.superClass.name) && !index.resolve(cls.superClass);
  }
  const { name = '', object } = calleeName(call.callee);
  if (object && LOGGERS.test(object) && LOG_METHODS.test(name)) return true;
  if (call.callee.type !== 'Identifier') return false;
  const b = index.resolve(call.callee);
  // A global error (`new Error(text)`, `new TypeError(text)`).
  if (!b) return call.type === 'NewExpression' && /Error$/.test(name);
  if (depth >= 3) return false;
  // The file's own function or class: its parameter there must reach only a message too.
  const target = b.kind === 'function' || b.kind === 'class' ? b.init : (b.kind === 'const' && !b.pattern ? b.init : undefined);
  const fn = target?.type === 'ClassDeclaration' || target?.type === 'ClassExpression' ? constructorOf(target) : isFunction(target) ? target : undefined;
  if (!fn || (call.type === 'NewExpression') !== (target!.type === 'ClassDeclaration' || target!.type === 'ClassExpression')) return false;
  const param = fn.params[at];
  if (param?.type !== 'Identifier') return false;
  const reads = referencesOf(index, param);
  return !reads.some((x) => index.resolve(x)?.reassigned) && reads.every((x) => messageOnly(index, x, depth + 1));
}

function constructorOf(cls: TSESTree.ClassDeclaration | TSESTree.ClassExpression): TSESTree.FunctionExpression | undefined {
  const ctor = cls.body.body.find((m): m is TSESTree.MethodDefinition => m.type === 'MethodDefinition' && m.kind === 'constructor');
  return ctor?.value.type === 'FunctionExpression' ? ctor.value : undefined;
}
