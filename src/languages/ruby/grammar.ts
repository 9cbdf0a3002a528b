// Ruby's table for the syntax-tree reader (../script-tree/reader.ts): node kinds, the registry's
// styles (src/clients/ruby.ts), and the styles whose shape the reader reads by role.
import { stylesOf } from '../../clients/index.js';
import { receivers, type Grammar } from '../script-tree/grammar.js';

export const RUBY: Grammar = {
  lang: 'ruby',
  names: /^(identifier|constant|instance_variable)$/,
  concat: 'binary',
  dict: 'hash',
  delimiters: /^("|'|#\{|\})$/,
  clients: receivers(stylesOf('ruby'), ''),
  styles: stylesOf('ruby'),
  parts: (n) => ({ object: n.field('receiver') ?? undefined, verb: n.field('method') ?? undefined, args: n.field('arguments') ?? undefined }),
  keyword: 'pair',
  keyName: (k) => k.children()[0]?.text().replace(/^:/, '').replace(/:$/, ''),
  envDefault: /^(?:ENV|ARGV)\.fetch$/,
};

/** Ruby's request classes and their library's functions (a style that takes no options: the class or function is the request). */
export const RUBY_REQUEST_CLASSES = stylesOf('ruby').find((s) => s.shape.bodyAt === 'none' && !s.names.length);
export const RUBY_REQUEST_FUNCTIONS = stylesOf('ruby').find((s) => s.shape.bodyAt === 'none' && s.names.length);
/** HTTParty options a method of the class hands on whole, filled by its callers: read, not proven. */
export const RUBY_HANDED_OPTIONS = stylesOf('ruby').find((s) => s.form === 'handed options');
/** Faraday's block form, read and not proven. */
export const RUBY_BLOCK_FORM = stylesOf('ruby').find((s) => s.form === 'block');
/** A class macro that binds a base for the class's requests (`base_uri`), and the library whose inclusion gives it. */
export const RUBY_CLASS_BASE = stylesOf('ruby').find((s) => s.binding.kind === 'defaults');
/** Ruby styles whose module's member sends a GET of a URL (open-uri's `URI.open`): the member, the module's name, what requiring it gives Kernel. */
export const RUBY_MEMBER_OPENERS = stylesOf('ruby').filter((s) => s.binding.kind === 'member' && s.shape.defaultGet);
/** Net::HTTP's functions that send a request, and its method. */
export const NET_HTTP_FUNCTIONS: Record<string, string> = { get: 'GET', get_response: 'GET', get_print: 'GET', post: 'POST', post_form: 'POST', put: 'PUT' };
