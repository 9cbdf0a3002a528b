// The HTTP programs of shell command lines (scripts, CI jobs, Makefile recipes, a page's shell
// blocks) that the shell reader (src/languages/shell/commands.ts) reads, as data. A program spells
// its whole URL on each command line. `proven` programs are the ones the adapters' differential
// HTTP test runs against a fake GitLab (test/http/adapters.test.ts); any other is read, tied to its
// base and never fixed at the safe tier.
import type { CallShape, ClientStyle } from './types.js';

/** curl and wget: the method an option (`-X`, `--method=`), the body `-d`/`--data`/`--post-data`, forms `-F`; a query only in the URL (or `-G` with data). */
const OPTIONS: CallShape = { defaultGet: true, bodyAt: 'options', urlKeys: ['--url'], queryKeys: [], bodyKeys: ['--data', '--post-data', '--body-data'], optionKeys: ['--header'], queryReplacesUrl: false, encodesQuery: false };

/** HTTPie and xh: `http POST url key=value key==query`. */
const ITEMS: CallShape = { defaultGet: true, bodyAt: 'options', urlKeys: [], queryKeys: ['=='], bodyKeys: ['=', ':='], optionKeys: [':'], queryReplacesUrl: false, encodesQuery: true };

export const SHELL_CLIENTS: readonly ClientStyle[] = [
  // Proven: test/http/adapters.test.ts runs scripts, recipes and CI jobs with each program.
  { id: 'curl', language: 'shell', modules: [], names: ['curl'], binding: { kind: 'per call' }, shape: OPTIONS, refuses: [], proven: true },
  { id: 'wget', language: 'shell', modules: [], names: ['wget'], binding: { kind: 'per call' }, shape: OPTIONS, refuses: [], proven: true },
  // Read, not run: the machines have no HTTPie or xh.
  { id: 'httpie', language: 'shell', modules: [], names: ['http', 'https'], binding: { kind: 'per call' }, shape: ITEMS, refuses: [], proven: false },
  { id: 'xh', language: 'shell', modules: [], names: ['xh', 'xhs'], binding: { kind: 'per call' }, shape: ITEMS, refuses: [], proven: false },
];
