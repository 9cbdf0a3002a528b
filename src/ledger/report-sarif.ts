// The ledger as SARIF 2.1.0: one run per repository, naming its repository and commit
// (versionControlProvenance), with what remains as results.
import type { Overview } from './overview.js';
import type { LedgerEntry } from './types.js';

const LEVEL: Record<string, string> = { error: 'error', warning: 'warning', info: 'note' };

export function sarifReport(o: Overview): string {
  const runs = o.entries.map((e) => run(e));
  return JSON.stringify({ $schema: 'https://json.schemastore.org/sarif-2.1.0.json', version: '2.1.0', runs }, null, 2) + '\n';
}

function run(e: LedgerEntry) {
  const rules = [...new Set(e.remaining.map((r) => r.ruleId))].sort();
  return {
    tool: { driver: { name: e.tool.name, version: e.tool.version, rules: rules.map((id) => ({ id })) } },
    ...(e.repository.remote ? { versionControlProvenance: [{ repositoryUri: e.repository.remote, ...(e.repository.commit ? { revisionId: e.repository.commit } : {}) }] } : {}),
    ...(e.repository.path !== '.' ? { originalUriBaseIds: { SRCROOT: { uri: `${e.repository.path}/` } } } : {}),
    invocations: [
      {
        executionSuccessful: e.status !== 'error',
        commandLine: [e.tool.name, ...e.tool.command].join(' '),
        toolExecutionNotifications: e.errors.map((x) => ({ level: 'error', message: { text: x.message }, locations: [{ physicalLocation: { artifactLocation: { uri: x.file } } }] })),
      },
    ],
    results: e.remaining.map((r) => ({
      ruleId: r.ruleId,
      ruleIndex: rules.indexOf(r.ruleId),
      level: LEVEL[r.severity] ?? 'warning',
      message: { text: r.message },
      locations: [{ physicalLocation: { artifactLocation: { uri: r.file, ...(e.repository.path !== '.' ? { uriBaseId: 'SRCROOT' } : {}) }, region: { startLine: r.line } } }],
      properties: { change: r.change, fix: r.tier, ...(r.reason ? { held: r.reason } : {}) },
    })),
    properties: { status: e.status, fixesApplied: e.fixes.length },
  };
}
