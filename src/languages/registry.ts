// The one list of file kinds. Every other list — the extensions and names discovery takes, `--ext`,
// shebang interpreters, the scripts read in `build/`, Markdown fence tags, suppression comment
// syntax, the kinds that share bases by name, the adapters' readers, the docs' table — is derived
// from it (test/language-registry.test.ts checks that no other list exists). Adding a language is
// one folder (its kind.ts and reader.ts: README.md says what they hold) and one line here.
//
// Order matters where names overlap: whole names are tried in this order (`.env.dockerfile` is a
// Dockerfile, not a `.env`), and `--ext`'s message lists the kinds in it.
import { compose, gitlabCi } from './ci-yaml/kind.js';
import { config } from './config-files/kind.js';
import { dockerfile } from './dockerfile/kind.js';
import { env } from './env/kind.js';
import { httpFile } from './http-file/kind.js';
import { js, manifest } from './javascript/kind.js';
import type { RegistryLine } from './language.js';
import { makefile } from './makefile/kind.js';
import { markdown } from './markdown/kind.js';
import { python } from './python/kind.js';
import { ruby } from './ruby/kind.js';
import { shell } from './shell/kind.js';
import { svelte, vue } from './vue-svelte/kind.js';

export const REGISTRY = [
  js,
  { ...manifest, reader: () => import('./config-files/package-json.js') },
  { ...python, reader: () => import('./python/reader.js') },
  { ...ruby, reader: () => import('./ruby/reader.js') },
  { ...shell, reader: () => import('./shell/reader.js') },
  { ...gitlabCi, reader: () => import('./ci-yaml/reader.js') },
  { ...compose, reader: () => import('./ci-yaml/compose.js') },
  { ...markdown, reader: () => import('./markdown/reader.js') },
  { ...vue, reader: () => import('./vue-svelte/reader.js') },
  { ...svelte, reader: () => import('./vue-svelte/reader.js') },
  { ...dockerfile, reader: () => import('./dockerfile/reader.js') },
  { ...makefile, reader: () => import('./makefile/reader.js') },
  { ...env, reader: () => import('./env/reader.js') },
  { ...config, reader: () => import('./config-files/reader.js') },
  { ...httpFile, reader: () => import('./http-file/reader.js') },
] as const satisfies readonly RegistryLine[];

/** A kind of file the tool reads. */
export type FileKind = (typeof REGISTRY)[number]['name'];
