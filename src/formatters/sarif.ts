// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers: one run, one rule descriptor per
// rulebook entry, results with stable partial fingerprints, and the safe fixes as replacements.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Severity } from '../core/index.js';
import { locator } from '../core/location.js';
import type { ReportedFinding, RunResult } from '../engine/types.js';
import { rulebook } from '../rulebook/index.js';
import { REPOSITORY_URL, ruleDocUrl, TOOL_NAME, TOOL_VERSION } from './links.js';
import { fromRoot } from './paths.js';
import type { Formatter, FormatOptions } from './types.js';
import { messageWithHold } from '../core/decide/holds.js';

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** The key of our fingerprint in `partialFingerprints` (versioned, as SARIF recommends). */
export const FINGERPRINT_KEY = 'gitlabV4Migrate/v1';

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };

interface Region {
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
}

/** A relative path as a URI reference: each segment percent-encoded, `/` kept. */
export function fileUri(file: string): string {
  return file.split('/').map(encodeURIComponent).join('/');
}

/** The base the result paths are relative to: the repository root, given in `originalUriBaseIds`. */
export const ROOT_BASE_ID = 'SRCROOT';

type ArtifactLocation = { uri: string; uriBaseId?: string };

export function toSarif(result: RunResult, options: FormatOptions = { color: false }): object {
  // Paths from the repository root, resolved through SRCROOT, as code scanning expects them.
  const artifact = (file: string): ArtifactLocation => ({ uri: fileUri(fromRoot(file, options)), ...(options.root ? { uriBaseId: ROOT_BASE_ID } : {}) });
  const ruleIndex = new Map(rulebook.map((e, i) => [e.id, i]));
  const rules = rulebook.map((e) => ({
    id: e.id,
    name: e.id,
    shortDescription: { text: plain(e.title) },
    fullDescription: { text: plain(e.message) },
    helpUri: ruleDocUrl(e.id),
    help: { text: `${plain(e.message)}\nChange ${e.change} of the GitLab API V3→V4 change list. See ${ruleDocUrl(e.id)}`, markdown: `${e.message}\n\nChange \`${e.change}\` of the GitLab API V3→V4 change list. [Rule documentation](${ruleDocUrl(e.id)})` },
    defaultConfiguration: { level: LEVEL[e.severity] },
    properties: { change: e.change, since: e.since, kind: e.kind, fix: e.tier, tags: ['gitlab', 'api-v4-migration', e.change] },
  }));

  const results = result.files.flatMap((file) => {
    const loc = file.text !== undefined ? locator(file.text) : undefined;
    return file.findings.map((f) => {
      const index = ruleIndex.get(f.ruleId);
      const location = artifact(file.path);
      const out: Record<string, unknown> = {
        ruleId: f.ruleId,
        ...(index !== undefined ? { ruleIndex: index } : {}),
        level: LEVEL[f.severity],
        message: { text: `${messageWithHold(f, file.path)} (${f.change})` },
        locations: [{ physicalLocation: { artifactLocation: location, region: region(f) } }],
        partialFingerprints: { [FINGERPRINT_KEY]: f.fingerprint },
        properties: { change: f.change, confidence: f.confidence, fix: f.fix },
      };
      const fix = loc && sarifFix(f, location, loc);
      if (fix) out.fixes = [fix];
      return out;
    });
  });

  const notifications = [
    ...result.errors.map((e) => ({
      level: 'error',
      message: { text: `${e.file}: could not be processed: ${e.message}` },
      locations: [{ physicalLocation: { artifactLocation: artifact(e.file) } }],
    })),
    ...(result.notices ?? []).map((n) => ({
      level: 'warning',
      message: { text: `${n.file}: ${n.message}` },
      locations: [{ physicalLocation: { artifactLocation: artifact(n.file) } }],
    })),
    ...(result.summary.nothingChecked ? [{ level: 'warning', message: { text: `Nothing checked (0 files scanned): ${result.summary.nothingChecked}` } }] : []),
    ...result.unusedSuppressions.map((u) => ({
      level: 'warning',
      message: { text: `${u.file}${u.line > 0 ? `:${u.line}` : ''}: ${u.message}` },
      locations: [
        {
          physicalLocation: {
            artifactLocation: artifact(u.file),
            ...(u.line > 0 ? { region: { startLine: u.line, startColumn: u.column } } : {}),
          },
        },
      ],
    })),
  ];

  return {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: TOOL_NAME,
            version: TOOL_VERSION,
            semanticVersion: TOOL_VERSION,
            informationUri: REPOSITORY_URL,
            rules,
          },
        },
        ...(options.root ? { originalUriBaseIds: { [ROOT_BASE_ID]: { uri: pathToFileURL(options.root.endsWith(path.sep) ? options.root : options.root + path.sep).href } } } : {}),
        invocations: [{ executionSuccessful: result.errors.length === 0, ...(notifications.length > 0 ? { toolExecutionNotifications: notifications } : {}) }],
        // Finding columns count UTF-16 code units, as ESLint's and SARIF's default do.
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
}

export const sarif: Formatter = (result, options) => JSON.stringify(toSarif(result, options), null, 2) + '\n';

function region(f: Pick<ReportedFinding, 'start' | 'end'>): Region {
  return { startLine: f.start.line, startColumn: f.start.column, endLine: f.end.line, endColumn: f.end.column };
}

/** Safe fixes only: review ones are suggestions a person must read, and SARIF viewers may apply fixes. */
function sarifFix(f: ReportedFinding, location: ArtifactLocation, loc: ReturnType<typeof locator>): object | undefined {
  if (f.fix !== 'safe' || !f.edits?.length) return undefined;
  return {
    description: { text: `Rewrite for GitLab API v4 (${f.change})` },
    artifactChanges: [
      {
        artifactLocation: location,
        replacements: f.edits.map((e) => ({
          deletedRegion: region({ start: loc(e.range[0]), end: loc(e.range[1]) }),
          insertedContent: { text: e.text },
        })),
      },
    ],
  };
}

/** Rule texts use Markdown code spans; plain-text fields drop the backticks. */
function plain(s: string): string {
  return s.replace(/`/g, '');
}
