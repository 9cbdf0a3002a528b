// node:crypto, loaded on first use: loading it compiles seventeen of Node's own modules (ciphers,
// keys, webcrypto…), a few milliseconds of every start, and a hook's run over plain files hashes
// nothing (test/hook-loads.test.ts). The modules a run over named files loads take it from here.
import { createRequire } from 'node:module';

let loaded: typeof import('node:crypto') | undefined;

export const crypto = (): typeof import('node:crypto') => (loaded ??= createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto'));
