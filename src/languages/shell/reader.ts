// A shell script: one virtual document of its commands (commands.ts reads curl, wget and HTTPie).
import type { Reader } from '../language.js';
import { shellDocs } from './files.js';
import { shell } from './kind.js';

export const readers: Readonly<Record<typeof shell.name, Reader>> = { [shell.name]: { documents: shellDocs } };
