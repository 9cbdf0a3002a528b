// Template engines whose compiled templates a client fills with an object to make a URL
// (`_.template('<%= api %>/projects/<%= id %>')(vars)`), as data: the core reads such a template as
// a string whose holes are the object's properties. Read, never edited: the filling is the
// library's, and no differential case proves it.

export interface TemplateEngine {
  id: string;
  /** Names the library is imported or used under (`_`), and the module specifiers that give it. */
  names: readonly string[];
  modules: readonly string[];
  /** The method that compiles a template string into a function of a variables object. */
  method: string;
  /** An interpolation: its first group that matched is the variable (a property path) it prints. */
  holes: RegExp;
}

export const TEMPLATE_ENGINES: readonly TemplateEngine[] = [
  // lodash and underscore: `<%= x %>` prints, `<%- x %>` prints HTML-escaped (the same for a URL's
  // characters), and lodash's default `${x}` interpolates too.
  { id: 'lodash.template', names: ['_', 'lodash', 'underscore'], modules: ['lodash', 'lodash-es', 'underscore'], method: 'template', holes: /<%[=-]\s*([\w$.]+)\s*%>|\$\{\s*([\w$.]+)\s*\}/g },
];

/**
 * A URL template's variable as configurations and API tools write one: RFC 6570's `{name}` and `{+name}` (url-template,
 * uri-templates), a mustache's or Nunjucks's `{{ name }}`, `${name}`; the name in the first group that matched.
 */
export const TEMPLATE_VARIABLE = String.raw`\{\+?([\w.-]+)\}|\{\{\s*([\w.-]+)\s*\}\}|\$\{([\w.-]+)\}`;
