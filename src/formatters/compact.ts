// ESLint's compact style, for editors and grep: one line per finding, `path:line:col: severity
// message [rule]`, the whole message (holds included), then the count.
import { messageWithHold } from '../core/decide/holds.js';
import type { Formatter } from './types.js';

export const compact: Formatter = (result) => {
  const lines = result.files.flatMap((file) => file.findings.map((f) => `${file.path}:${f.start.line}:${f.start.column}: ${f.severity} ${messageWithHold(f, file.path)} [${f.ruleId} ${f.change}]`));
  for (const e of result.errors) lines.push(`${e.file}:0:0: error could not be processed: ${e.message}`);
  const n = lines.length;
  return (n > 0 ? lines.join('\n') + '\n\n' : '') + `${n} problem${n === 1 ? '' : 's'}\n`;
};
