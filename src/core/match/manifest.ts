// package.json: a dependency on a GitLab client at a version that speaks only API v3. Such code
// writes no URL, so the dependency's line is where the migration starts.
import { createRequire } from 'node:module';
import { JS_CLIENT_LIBRARIES, type ClientLibrary } from '../../rulebook/clients.js';
import { locator } from '../location.js';
import { prefixEntry } from '../../rulebook/lookups.js';
import type { CheckResult, Finding } from '../types.js';

/** semver, loaded for the first package.json that names a GitLab client: most runs check none, and it costs every thread 20 ms to load. */
let loaded: typeof import('semver') | undefined;
const semver = () => (loaded ??= createRequire(import.meta.url)('semver') as typeof import('semver'));

const SECTIONS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];

export function checkManifest(text: string): CheckResult {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch (e) {
    return { findings: [], parseError: `not valid JSON: ${(e as Error).message}` };
  }
  const loc = locator(text);
  const findings: Finding[] = [];
  for (const section of SECTIONS) {
    const deps = json[section];
    if (!deps || typeof deps !== 'object') continue;
    for (const client of JS_CLIENT_LIBRARIES) {
      const spec = (deps as Record<string, unknown>)[client.name];
      if (typeof spec !== 'string' || !speaksOnlyV3(spec, client)) continue;
      const range = rangeOf(text, section, client.name);
      if (!range) continue;
      findings.push({
        ruleId: prefixEntry.id,
        change: prefixEntry.change,
        severity: prefixEntry.severity,
        confidence: 'high',
        message: messageFor(client, spec),
        fix: 'manual',
        range,
        start: loc(range[0]),
        end: loc(range[1]),
      });
    }
  }
  return { findings };
}

/** Every version the range allows speaks only v3 (a tag, a URL or a path tells nothing: not reported). */
function speaksOnlyV3(spec: string, client: ClientLibrary): boolean {
  const { validRange, intersects } = semver();
  if (!validRange(spec)) return false;
  if (!intersects(spec, client.v3Only)) return false;
  return client.firstV4 === null || !intersects(spec, `>=${client.firstV4}`);
}

function messageFor(client: ClientLibrary, spec: string): string {
  const next = client.firstV4
    ? `the first version that speaks v4 is ${client.firstV4}; its methods differ, so the calls change with it`
    : 'no version speaks v4: replace it';
  return `\`${client.name}@${spec}\` speaks only API v3, which GitLab 9.5 removed (${client.v3Evidence}); ${next}.`;
}

/** The `"name": "spec"` entry inside the section's object. */
function rangeOf(text: string, section: string, name: string): [number, number] | undefined {
  const head = new RegExp(`"${section}"\\s*:\\s*\\{`).exec(text);
  if (!head) return undefined;
  const end = text.indexOf('}', head.index);
  const entry = new RegExp(`"${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"\\s*:\\s*"[^"]*"`).exec(text.slice(head.index, end));
  if (!entry) return undefined;
  const start = head.index + entry.index;
  return [start, start + entry[0].length];
}
