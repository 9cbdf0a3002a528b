// How many of the seeded v3 sites a JSON report found, and what it reported besides.
import type { SeedSite } from './seeds.js';

interface JsonFinding {
  file: string;
  line: number;
  change: string;
}

export interface Recall {
  /** (site, change key) pairs expected and found. */
  expected: number;
  found: number;
  /** Sites with every expected change key found on their line. */
  sites: number;
  sitesFound: number;
  /** Findings in seeded files on lines no `ruleid` marks (look-alikes the tool should leave alone). */
  unexpectedInSeeds: number;
  /** Findings in the published packages, which hold no GitLab v3 client code. */
  outsideSeeds: number;
  /** The files of the published packages with the most findings. */
  outsideFiles: [string, number][];
  /** Expected pairs not found, for the report (at most 10). */
  missed: string[];
}

export function recallOf(report: { findings: JsonFinding[] }, sites: SeedSite[], seedDir: string): Recall {
  const prefix = `${seedDir}/`;
  const seen = new Set<string>();
  const expectedLines = new Set<string>();
  let outsideSeeds = 0;
  const outside = new Map<string, number>();
  for (const f of report.findings) {
    if (f.file.startsWith(prefix)) seen.add(`${f.file.slice(prefix.length)}:${f.line}:${f.change}`);
    else {
      outsideSeeds++;
      outside.set(f.file, (outside.get(f.file) ?? 0) + 1);
    }
  }
  let expected = 0;
  let found = 0;
  let sitesFound = 0;
  const missed: string[] = [];
  for (const s of sites) {
    expectedLines.add(`${s.file}:${s.line}`);
    let all = true;
    for (const change of s.changes) {
      expected++;
      if (seen.has(`${s.file}:${s.line}:${change}`)) found++;
      else {
        all = false;
        if (missed.length < 10) missed.push(`${seedDir}/${s.file}:${s.line} ${change}`);
      }
    }
    if (all) sitesFound++;
  }
  let unexpectedInSeeds = 0;
  for (const key of seen) {
    const [file, line] = key.split(':');
    if (!expectedLines.has(`${file}:${line}`)) unexpectedInSeeds++;
  }
  const outsideFiles = [...outside].sort((a, b) => b[1] - a[1]).slice(0, 5);
  return { expected, found, sites: sites.length, sitesFound, unexpectedInSeeds, outsideSeeds, outsideFiles, missed };
}
