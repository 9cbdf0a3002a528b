// Whose `id` a path placeholder is filled with: `route.replace(':issue_iid', issue.id)` is the
// global id of an issue only where `issue` is read from the response of an issue route of the same
// file (`const { data: issue } = await get('/projects/1/issues/2')`, an element of the issue list).
// There `.id` → `.iid` is a fix; an object of unknown origin (a parameter) is reported, not edited.
import { Evaluator } from '../extract/evaluate.js';
import { responseUse } from '../extract/flow.js';
import { fileIndexOf, fileOf, fileTextOf, type Node } from '../extract/scope.js';
import { flatText } from '../extract/template.js';

/** Calls looked at per question: a file with thousands of calls answers "unknown". */
const MAX_CALLS = 400;

/**
 * Whether `member` (an `x.id` read) reads the body, or an element of the body, of a call on the
 * `kind` collection (`issues`, `merge_requests`) of this file.
 */
export function idOfResponse(member: Node, kind: string): boolean {
  if (member.type !== 'MemberExpression' || member.computed) return false;
  const index = fileIndexOf(member);
  if (!index || index.calls.length > MAX_CALLS) return false;
  const plural = kind === 'merge_request' ? 'merge_requests' : kind;
  const ev = new Evaluator(index, fileTextOf(member), fileOf(member));
  for (const call of index.calls) {
    if (call.range[0] >= member.range[0] || call.arguments.length === 0) continue;
    const read = responseUse(index, call).reads.find((r) => r.node === member.property && r.path.length === 0);
    if (!read) continue;
    const items = ev.evaluate(call.arguments[0]);
    const path = items ? flatText(items).split(/[?#]/)[0].replace(/\/+$/, '') : '';
    // The collection itself answers a list (its elements are read); one member answers the object.
    const list = new RegExp(`/${plural}$`).test(path);
    const one = new RegExp(`/${plural}/[^/]+$`).test(path);
    if ((list && read.level === 1) || (one && read.level === 0)) return true;
  }
  return false;
}
