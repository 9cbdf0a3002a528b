// Python's reader: the shared syntax-tree reader on Python's grammar table.
import type { Reader } from '../language.js';
import { scriptDocs } from '../script-tree/reader.js';
import type { VirtualDoc } from '../virtual/document.js';
import { PYTHON } from './grammar.js';
import { python } from './kind.js';

export const pythonDocs = (text: string): VirtualDoc[] => scriptDocs(text, PYTHON);

/** The kind this reader reads (registry.ts loads it for it). */
export const readers: Readonly<Record<typeof python.name, Reader>> = { [python.name]: { documents: pythonDocs } };
