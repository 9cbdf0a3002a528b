// Ruby's reader: the shared syntax-tree reader on Ruby's grammar table.
import type { Reader } from '../language.js';
import { scriptDocs } from '../script-tree/reader.js';
import type { VirtualDoc } from '../virtual/document.js';
import { RUBY } from './grammar.js';
import { ruby } from './kind.js';

export const rubyDocs = (text: string): VirtualDoc[] => scriptDocs(text, RUBY);

/** The kind this reader reads (registry.ts loads it for it). */
export const readers: Readonly<Record<typeof ruby.name, Reader>> = { [ruby.name]: { documents: rubyDocs } };
