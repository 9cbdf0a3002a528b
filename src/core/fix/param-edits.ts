// Edits on parameter objects: renaming a key, re-valuing it, taking it out.
import type { TSESTree } from '@typescript-eslint/typescript-estree';
import type { ParamRule } from '../../rulebook/types.js';
import { unwrap } from '../extract/ast.js';
import { stringValue } from '../extract/calls.js';
import { src } from './rewrite.js';
import { fileOf } from '../extract/scope.js';
import type { Edit, Tier } from '../types.js';

const IDENT = /^[A-Za-z_$][\w$]*$/;

/** Renames a property's key, keeping its value expression (and its quotes, if quoted). */
export function renameKey(text: string, prop: TSESTree.Property, to: string): Edit {
  const key = prop.key;
  const file = fileOf(prop);
  if (prop.shorthand) return { range: [prop.range[0], prop.range[1]], text: `${keyText(to, "'")}: ${src(text, prop.value)}`, file };
  if (key.type === 'Literal') {
    const q = text[key.range[0]];
    return { range: [key.range[0], key.range[1]], text: q + to + q, file };
  }
  return { range: [key.range[0], key.range[1]], text: keyText(to, "'"), file };
}

function keyText(name: string, quote: string): string {
  return IDENT.test(name) ? name : quote + name + quote;
}

/** Removes a property with its separating comma. */
export function removeProperty(obj: TSESTree.ObjectExpression, prop: TSESTree.Property): Edit {
  const i = obj.properties.indexOf(prop);
  const next = obj.properties[i + 1];
  const prev = obj.properties[i - 1];
  const file = fileOf(prop);
  if (next) return { range: [prop.range[0], next.range[0]], text: '', file };
  if (prev) return { range: [prev.range[1], prop.range[1]], text: '', file };
  return { range: [obj.range[0] + 1, obj.range[1] - 1], text: '', file };
}

export function literalText(value: string | boolean, quote: string): string {
  return typeof value === 'boolean' ? String(value) : quote + value + quote;
}

/** A literal's value as the rulebook's `values` keys spell it (a template without substitutions too: the adapters write shell and Python values so). */
export function literalKey(node: TSESTree.Node): string | undefined {
  if (node.type === 'TemplateLiteral') return stringValue(node);
  if (node.type !== 'Literal') return undefined;
  const v = node.value;
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;
}

/**
 * The new value of a re-valued parameter. Literals map through the table (safe); a boolean
 * expression can be inverted or turned into a choice, which a person should look at (review).
 */
export function mapValue(text: string, rule: ParamRule, value: TSESTree.Node, quote: string): { text: string; tier: Tier } | undefined {
  const values = rule.values!;
  if (literalKey(value) !== undefined) {
    const mapped = mappedLiteral(text, values, value, quote);
    return mapped === undefined ? undefined : { text: mapped, tier: 'safe' };
  }
  // A choice between values the table maps (`open ? 20 : 0`): the same choice between theirs. Each
  // branch sends what its literal did; the choice itself is no case of the generated suite (review).
  const choice = chosenLiterals(text, values, unwrap(value), quote);
  if (choice !== undefined) return { text: choice, tier: 'review' };
  const t = values['true'];
  const f = values['false'];
  // The value is the test of a new choice: one looser than that (`a ? b : c`, `a = b`) goes in parentheses.
  const test = LOOSE.has(value.type) ? `(${src(text, value)})` : src(text, value);
  if (typeof t === 'boolean' && typeof f === 'boolean' && t === !f) {
    if (t) return { text: src(text, value), tier: 'review' };
    return value.type === 'UnaryExpression' && value.operator === '!'
      ? { text: src(text, value.argument), tier: 'review' }
      : { text: `!(${src(text, value)})`, tier: 'review' };
  }
  if (typeof t === 'string' && typeof f === 'string')
    return { text: `${test} ? ${literalText(t, quote)} : ${literalText(f, quote)}`, tier: 'review' };
  return undefined;
}

/** A literal's mapped value written as a literal, in the literal's own quote (a string's), else undefined. */
function mappedLiteral(text: string, values: NonNullable<ParamRule['values']>, lit: TSESTree.Node, quote: string): string | undefined {
  const key = literalKey(lit);
  return key !== undefined && key in values ? literalText(values[key], lit.type === 'Literal' && typeof lit.value === 'string' ? text[lit.range[0]] : quote) : undefined;
}

/** Expressions that bind more loosely than a conditional's test. */
const LOOSE = new Set(['ConditionalExpression', 'AssignmentExpression', 'SequenceExpression', 'ArrowFunctionExpression', 'YieldExpression']);

/** `a ? L1 : (b ? L2 : L3)` with every leaf a literal the table maps, written with the mapped values; else undefined. */
function chosenLiterals(text: string, values: NonNullable<ParamRule['values']>, node: TSESTree.Node, quote: string): string | undefined {
  if (node.type !== 'ConditionalExpression') return undefined;
  const branch = (n: TSESTree.Node): string | undefined => {
    const leaf = unwrap(n);
    return literalKey(leaf) === undefined ? chosenLiterals(text, values, leaf, quote) : mappedLiteral(text, values, leaf, quote);
  };
  const yes = branch(node.consequent);
  const no = yes === undefined ? undefined : branch(node.alternate);
  return no === undefined ? undefined : `${src(text, node.test)} ? ${yes} : ${no}`;
}

/** The quote this file prefers for new string literals. */
export function preferredQuote(text: string): string {
  const single = text.split("'").length;
  const double = text.split('"').length;
  return double > single ? '"' : "'";
}

const BODY_KEYS = new Set(['body', 'data', 'form']);

/** The form-encoded string bodies of a call (`{ method: 'POST', body: 'branch_name=x&ref=master' }`): their names are request parameters. */
export function formStringBodies(call: TSESTree.CallExpression | TSESTree.NewExpression): TSESTree.StringLiteral[] {
  const out: TSESTree.StringLiteral[] = [];
  for (const arg of call.arguments) {
    const opts = unwrap(arg);
    if (opts.type !== 'ObjectExpression') continue;
    for (const p of opts.properties) {
      if (p.type !== 'Property' || p.computed || !BODY_KEYS.has(p.key.type === 'Identifier' ? p.key.name : String((p.key as { value?: unknown }).value))) continue;
      const lit = unwrap(p.value);
      if (lit.type === 'Literal' && typeof lit.value === 'string' && lit.value.includes('=')) out.push(lit as TSESTree.StringLiteral);
    }
  }
  return out;
}
