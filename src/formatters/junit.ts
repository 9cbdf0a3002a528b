// JUnit XML, for CI test-report views (GitLab `artifacts:reports:junit`, Jenkins, Azure): one
// test suite per file, a failing test case per finding, one passing case for a clean file.
import type { FileResult, RunResult } from '../engine/types.js';
import { TOOL_NAME } from './links.js';
import type { Formatter } from './types.js';
import { messageWithHold } from '../core/decide/holds.js';

/** XML 1.0 text: the five entities escaped, characters XML cannot hold dropped. */
export function xmlEscape(s: string): string {
  return s
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function attrs(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([k, v]) => ` ${k}="${xmlEscape(String(v))}"`)
    .join('');
}

function suite(file: FileResult, error: string | undefined): string {
  const cases: string[] = [];
  for (const f of file.findings) {
    const name = `${f.ruleId} (${f.change}) at ${f.start.line}:${f.start.column}`;
    const body = `${file.path}:${f.start.line}:${f.start.column} ${f.severity} ${messageWithHold(f, file.path)}\nrule ${f.ruleId}, change ${f.change}, confidence ${f.confidence}, fix ${f.fix}`;
    cases.push(
      `    <testcase${attrs({ classname: file.path, name, file: file.path, line: f.start.line })}>\n` +
        `      <failure${attrs({ message: messageWithHold(f, file.path), type: f.severity })}>${xmlEscape(body)}</failure>\n` +
        '    </testcase>',
    );
  }
  if (error) {
    cases.push(`    <testcase${attrs({ classname: file.path, name: TOOL_NAME, file: file.path })}>\n      <error${attrs({ message: error })}/>\n    </testcase>`);
  } else if (file.skipped) {
    cases.push(`    <testcase${attrs({ classname: file.path, name: TOOL_NAME, file: file.path })}>\n      <skipped${attrs({ message: file.skipped })}/>\n    </testcase>`);
  } else if (file.findings.length === 0) {
    cases.push(`    <testcase${attrs({ classname: file.path, name: TOOL_NAME, file: file.path })}/>`);
  }
  const counts = {
    tests: cases.length,
    failures: file.findings.length,
    errors: error ? 1 : 0,
    skipped: file.skipped ? 1 : 0,
  };
  return `  <testsuite${attrs({ name: file.path, ...counts })}>\n${cases.join('\n')}\n  </testsuite>`;
}

export const junit: Formatter = (result: RunResult) => {
  const errorOf = new Map(result.errors.map((e) => [e.file, e.message]));
  const suites = result.files.map((f) => suite(f, errorOf.get(f.path)));
  // Folders that could not be listed have no FileResult; they still get a suite.
  for (const e of result.errors) {
    if (!result.files.some((f) => f.path === e.file)) {
      suites.push(
        `  <testsuite${attrs({ name: e.file, tests: 1, failures: 0, errors: 1, skipped: 0 })}>\n` +
          `    <testcase${attrs({ classname: e.file, name: TOOL_NAME })}>\n      <error${attrs({ message: e.message })}/>\n    </testcase>\n  </testsuite>`,
      );
    }
  }
  const body = suites.map((x) => x + '\n').join('');
  const total = {
    name: TOOL_NAME,
    tests: body.split('<testcase').length - 1,
    failures: result.summary.findingCount,
    errors: result.errors.length,
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites${attrs(total)}>\n${body}</testsuites>\n`;
};
