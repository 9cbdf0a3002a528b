// How an edit is spelled in a Python or Ruby value: as plain text (the reader reads a value's
// characters one for one, so an edit that needs quoting or escaping is not made), never over a
// verb that is read but not renamed (a second argument means one thing to one verb and another to
// the next), and capitalised in a Net::HTTP request class (`Net::HTTP::Delete` → `Post`).
import { itemsOf, plainWord, type DocModel, type EditSpelling, type Span } from '../virtual/model.js';

/** The spans of the requests' methods that are read only, and those that name a class. */
function methodSpans(model: DocModel): { readOnly: Span[]; classNames: Span[] } {
  const readOnly: Span[] = [];
  const classNames: Span[] = [];
  for (const item of itemsOf(model.items)) {
    if (item.kind !== 'request' || item.method?.kind !== 'spelled') continue;
    if (item.method.readOnly) readOnly.push(item.method.readOnly);
    if (item.method.className) classNames.push(item.method.className);
  }
  return { readOnly, classNames };
}

export const scriptSpelling: EditSpelling = (text, range, model) => {
  const plain = plainWord(text, range, model);
  // An insertion changes no verb.
  if (plain === undefined || range[0] === range[1]) return plain;
  const { readOnly, classNames } = methodSpans(model);
  if (readOnly.some(([s, e]) => range[0] < e && range[1] > s)) return undefined;
  return classNames.some(([s, e]) => range[0] >= s && range[1] <= e) ? plain.charAt(0).toUpperCase() + plain.slice(1).toLowerCase() : plain;
};
