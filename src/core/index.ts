// The pure core: text in, findings and fixed text out. No file system, no console, no process.
export type * from './types.js';
export type * from './policy/policy.js';
export { CONFIDENCES } from './types.js';
export { analyze } from './analyze.js';
export { checkText, fixText } from './check.js';
export { isApplicable } from './fix/edits.js';
export { mayHoldApiCall } from './parse/prefilter.js';
export { applyEdits } from './fix/edits.js';
export { parse } from './parse/parse.js';
export { heldText, messageWithHold } from './decide/holds.js';
