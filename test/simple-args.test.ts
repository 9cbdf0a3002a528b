// The arguments an editor's or a hook's run passes are read without yargs (cli/simple-args.ts):
// each such form gives the options yargs gives (forced through yargs by a flag that changes
// nothing), and anything beyond it still goes through yargs (its errors included).
import { describe, expect, it, vi } from 'vitest';
import { parseArgs } from '../src/cli/args.js';

// What args.ts requires (yargs, through createRequire).
const required = vi.hoisted(() => [] as string[]);
vi.mock('node:module', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:module')>();
  const createRequire = ((from: string | URL) => {
    const req = real.createRequire(from);
    return Object.assign((id: string) => (required.push(id), req(id)), req);
  }) as typeof real.createRequire;
  return { ...real, createRequire, default: { ...real, createRequire } };
});

const VERSION = '0.0.0-test';

describe('the arguments of a hook or an editor', () => {
  it.each([
    [[]],
    [['a.js']],
    [['a.js', 'lib/b.ts', '.']],
    [['--cache', 'a.js']],
    [['a.js', '--cache']],
    [['--cache-location', '/tmp/ci-cache/', 'a.js']],
    [['--cache-location=.cache/x', '--cache', 'a.js', 'b.js']],
    [['--format', 'json', 'a.js']],
    [['--format=sarif', '--cache', '--cache-location', 'c', '.']],
  ])('%j reads as yargs reads it, without loading yargs', async (argv) => {
    required.length = 0;
    const fast = await parseArgs(argv, VERSION);
    expect(required).toEqual([]);
    // --no-quiet is quiet's default: through yargs, the same options.
    const slow = await parseArgs([...argv, '--no-quiet'], VERSION);
    expect(fast.kind).toBe('run');
    expect(fast).toEqual(slow);
  });

  it.each([
    [['--format', 'nope', 'a.js'], 'usage-error'],
    [['--cache-location'], 'usage-error'],
    [['init'], 'init'],
    [['--cache', 'init'], 'init'],
  ])('%j is left to yargs', async (argv, kind) => {
    expect((await parseArgs(argv as string[], VERSION)).kind).toBe(kind);
  });
});
