// What the syntax-tree reader (reader.ts) needs to know of a language: its node kinds, its
// clients (the registry's styles, src/clients/), how a call's parts and keyword arguments read.
// Each language's table is its folder's grammar.ts (python/, ruby/).
import type { ClientStyle } from '../../clients/index.js';
import type { SgNode } from '../virtual/tree-sitter.js';

/** What differs between the languages: node kinds, the clients, the names of parameter arguments. */
export interface Grammar {
  lang: 'python' | 'ruby';
  names: RegExp;
  concat: string;
  dict: string;
  /** String parts that are delimiters, not text. */
  delimiters: RegExp;
  /** Objects whose verb methods send requests: the registry's names (src/clients). */
  clients: RegExp;
  /** How the language marks a name private (Python's leading `_`): a receiver `self._session` is named `session`. */
  privateMark?: RegExp;
  /** The registry's styles of the language: each request is tagged with the one it goes through. */
  styles: readonly ClientStyle[];
  /** A call's receiver, method name and argument list; `named`: the method is a value the code gives (`getattr(session, verb)(…)`), not a name. */
  parts(call: SgNode): { object?: SgNode; verb?: SgNode; args?: SgNode; named?: boolean } | undefined;
  /** Keyword arguments: `params=` (Python), `query:` (Ruby); their name. */
  keyword: string;
  keyName(k: SgNode): string | undefined;
  /** A call that reads an environment variable with a default: its default is the value. */
  envDefault: RegExp;
}

/** The receivers the registry names for a language's styles, as one pattern. */
export function receivers(styles: readonly ClientStyle[], flags: string): RegExp {
  return new RegExp(`^(${[...new Set(styles.flatMap((s) => s.names))].map((n) => n.replace(/[.$:]/g, '\\$&')).join('|')})$`, flags);
}
