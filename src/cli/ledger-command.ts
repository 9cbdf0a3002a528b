// `gitlab-v4-migrate ledger merge|report|todo|shard`: offline work on sweep ledgers and project
// lists (docs/fleet.md). Bad input is said on stderr and left out; what could be read is still
// written (whole), and the exit code is then 2.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ledgerText, mergeEntries, readLedger, writeWhole } from '../ledger/file.js';
import { overview } from '../ledger/overview.js';
import { parseProjects, shard, todo } from '../ledger/plan.js';
import { htmlReport } from '../ledger/report-html.js';
import { sarifReport } from '../ledger/report-sarif.js';
import { csvReport, markdownReport } from '../ledger/report-text.js';
import type { LedgerEntry } from '../ledger/types.js';
import { PROGRAM } from './args.js';
import type { CliIo } from './io.js';

/** What the ledger commands use of the CLI's io. */
type LedgerIo = Pick<CliIo, 'stdout' | 'stderr' | 'cwd'>;

const REPORTS = { markdown: markdownReport, csv: csvReport, sarif: sarifReport, html: htmlReport };

export const LEDGER_HELP = `Usage: ${PROGRAM} ledger <command> [options]

Offline work on the ledgers --sweep writes (JSON Lines, one repository a line):

  merge FILE... [-o OUT]              Many ledgers or shards as one (a repository's later line wins)
  report FILE... [--format F] [-o OUT] [--history OLD]...
                                      F: markdown (default), csv, sarif (one run per repository), html
                                      (one page; --history: earlier sweeps' ledgers, oldest first, for
                                      the burn-down chart)
  todo FILE... [--projects LIST]      The projects to sweep again: errors, commits that moved, new ones
  shard LIST --total N [--index I]    Shard I (1-based, as CI_NODE_INDEX) of N of a project list; without
                                      --index every line, prefixed with its shard's number

A project list has one project a line: its clone URL, then optionally the commit to sweep.
Exit codes: 0 done, 2 usage error or input that could not be read (what could be read is still used).
`;

interface Parsed {
  positional: string[];
  flags: Map<string, string[]>;
}

export async function ledgerCommand(argv: readonly string[], io: LedgerIo): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    io.stdout.write(LEDGER_HELP);
    return command ? 0 : 2;
  }
  const known: Record<string, string[]> = { merge: ['-o'], report: ['-o', '--format', '--history'], todo: ['--projects'], shard: ['--total', '--index'] };
  if (!(command in known)) return usage(io, `unknown ledger command "${command}": merge, report, todo or shard.`);
  const parsed = parse(rest, known[command]);
  if (typeof parsed === 'string') return usage(io, parsed);
  const problems: string[] = [];
  const out = (text: string) =>
    write(io, one(parsed, '-o'), text).catch((e: unknown) => {
      problems.push(`cannot write ${one(parsed, '-o')}: ${(e as Error).message}`);
    });
  switch (command) {
    case 'merge': {
      const entries = await readAll(io.cwd, parsed.positional, problems);
      if (entries === undefined) return usage(io, 'ledger merge needs one or more ledger files.');
      await out(ledgerText(entries));
      break;
    }
    case 'report': {
      const format = one(parsed, '--format') ?? 'markdown';
      if (!(format in REPORTS)) return usage(io, `--format must be markdown, csv, sarif or html, not "${format}".`);
      const entries = await readAll(io.cwd, parsed.positional, problems);
      if (entries === undefined) return usage(io, 'ledger report needs one or more ledger files.');
      const history: { label: string; entries: LedgerEntry[] }[] = [];
      for (const file of parsed.flags.get('--history') ?? []) history.push({ label: path.basename(file).replace(/\.jsonl?$/, ''), entries: (await readAll(io.cwd, [file], problems)) ?? [] });
      await out(REPORTS[format as keyof typeof REPORTS](overview(entries, history)));
      break;
    }
    case 'todo': {
      const entries = await readAll(io.cwd, parsed.positional, problems);
      if (entries === undefined) return usage(io, 'ledger todo needs one or more ledger files.');
      const list = one(parsed, '--projects');
      const projects = list === undefined ? undefined : await readText(io.cwd, list, problems);
      if (list !== undefined && projects === undefined) break;
      const lines = todo(entries, projects === undefined ? undefined : parseProjects(projects));
      io.stdout.write(lines.map((l) => l + '\n').join(''));
      break;
    }
    case 'shard': {
      const total = Number(one(parsed, '--total'));
      const index = one(parsed, '--index');
      if (!Number.isInteger(total) || total < 1) return usage(io, '--total takes a whole number of 1 or more (the parallel jobs).');
      if (index !== undefined && !(Number.isInteger(Number(index)) && Number(index) >= 1 && Number(index) <= total)) return usage(io, `--index takes a number from 1 to ${total}, not "${index}".`);
      if (parsed.positional.length !== 1) return usage(io, 'ledger shard takes one project list.');
      const text = await readText(io.cwd, parsed.positional[0], problems);
      if (text === undefined) break;
      const projects = parseProjects(text);
      const lines = index !== undefined ? shard(projects, total, Number(index)).map((p) => p.line) : projects.map((p, i) => `${(i % total) + 1}\t${p.line}`);
      io.stdout.write(lines.map((l) => l + '\n').join(''));
      break;
    }
  }
  for (const p of problems) io.stderr.write(`${PROGRAM}: ${p}\n`);
  return problems.length > 0 ? 2 : 0;
}

function parse(args: readonly string[], valued: string[]): Parsed | string {
  const parsed: Parsed = { positional: [], flags: new Map() };
  for (let i = 0; i < args.length; i++) {
    const [name, inline] = args[i].startsWith('-') && args[i].includes('=') ? [args[i].slice(0, args[i].indexOf('=')), args[i].slice(args[i].indexOf('=') + 1)] : [args[i], undefined];
    if (!name.startsWith('-') || name === '-') {
      parsed.positional.push(args[i]);
      continue;
    }
    const flag = name === '--output-file' ? '-o' : name;
    if (!valued.includes(flag)) return `unknown option ${name} here; this command takes ${valued.join(', ') || 'no option'}.`;
    const value = inline ?? args[++i];
    if (value === undefined || value === '') return `${name} needs a value.`;
    parsed.flags.set(flag, [...(parsed.flags.get(flag) ?? []), value]);
  }
  return parsed;
}

function one(parsed: Parsed, flag: string): string | undefined {
  return parsed.flags.get(flag)?.at(-1);
}

/** The entries of every file, merged; undefined when no file was named. */
async function readAll(cwd: string, files: readonly string[], problems: string[]): Promise<LedgerEntry[] | undefined> {
  if (files.length === 0) return undefined;
  const lists = [];
  for (const file of files) {
    const read = await readLedger(path.resolve(cwd, file), file);
    problems.push(...read.problems);
    lists.push(read.entries);
  }
  return mergeEntries(lists);
}

async function readText(cwd: string, file: string, problems: string[]): Promise<string | undefined> {
  try {
    return await fs.readFile(path.resolve(cwd, file), 'utf8');
  } catch (e) {
    problems.push(`${file}: cannot read it: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    return undefined;
  }
}

async function write(io: LedgerIo, file: string | undefined, text: string): Promise<void> {
  if (file === undefined) io.stdout.write(text);
  else await writeWhole(path.resolve(io.cwd, file), text);
}

function usage(io: LedgerIo, message: string): number {
  io.stderr.write(`${PROGRAM}: ${message}\nRun "${PROGRAM} ledger --help" for the commands.\n`);
  return 2;
}
