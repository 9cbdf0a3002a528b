// `.env`: `KEY=value` lines are shell assignments (the shell reader reads them); every base in it
// is read by other files (its registry line's `links: 'all'`).
import type { Reader } from '../language.js';
import { shellDocs } from '../shell/files.js';
import { env } from './kind.js';

export const readers: Readonly<Record<typeof env.name, Reader>> = { [env.name]: { documents: shellDocs } };
