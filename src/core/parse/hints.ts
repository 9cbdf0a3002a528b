// The prefilter's patterns, derived from the rulebook: the roots of its routes and the v3-only
// client libraries' names. A run asks them of every file, so they are computed when the rulebook
// changes (`npm run docs` writes hints-data.ts; test/docs.test.ts checks it), not at each start:
// deriving them loaded the whole rulebook and walked every route, a tenth of a hook's start-up.
import { CLIENT_LIBRARIES, JS_CLIENT_LIBRARIES } from '../../rulebook/clients.js';
import { generatedModule } from '../../rulebook/generated.js';
import { API_ROOTS } from '../../rulebook/lookups.js';

// The words are the roots of the rulebook's routes (API_ROOTS, from the registry of tables; the
// prefilter test makes a call for every route of every table and asks that each one the core
// reports passes). Most only as path segments: a root not listed in ROOT_TEXT shows as `/<root>`
// before a quote, `?` or `/` (object keys and icon names say `users` and `groups` too). Bundles
// say `projects` in other senses, and licence headers say `apache.org/licenses/` or
// `</licenses/…>`. `/events` only as the last segment of a URL path, not an import (`../events`),
// a file (`events.json`) or a package (`@smithy/eventstream…`). No lookaround, so that ripgrep's
// own engine runs it too (the benchmark's baseline).
const ROOT_TEXT: Readonly<Record<string, string | null>> = {
  projects: String.raw`[/'"${'`'}}]projects\b|projects\/`,
  todos: String.raw`[/'"${'`'}}]todos\b`,
  users: String.raw`users\/|\/users(?:['"${'`'}?/]|$)`,
  application: String.raw`application\/settings`,
  licenses: String.raw`(?:['"${'`'}}]\/?|[^\w.<]\/)licen[cs]es`,
  licences: null, // spelled by the licenses pattern
  gitignores: 'gitignores',
  gitlab_ci_ymls: 'gitlab_ci_ymls',
  dockerfiles: 'dockerfiles',
  events: String.raw`[^.]\/events(?:[^\w./-]|$)`,
  // Every rule on a top-level `/issues` needs a base seen to be `/api/v3`, which the prefix lets through.
  issues: null,
};

const rootText = (root: string) => (root in ROOT_TEXT ? ROOT_TEXT[root] : String.raw`\/${root}(?:['"${'`'}?/]|$)`);

/** The two patterns' sources: any API hint (route words, client imports), and a v3-only client named in quotes. */
export function hintSources(): { api: string; client: string } {
  // The prefix, or a version that is a value put right after `/api/` (`/api/${VERSION}`, `'/api/v' + V`,
  // `"/api/#{version}"`, `'{0}/api/{1}'`, `'/api/:version/…'`): a client whose calls spell only a
  // bare root (`users`) is read by its base alone.
  const prefix = String.raw`api\\?\/(?:v[34]|v?[$#]?\{|v?['"${'`'}]\s*\+|:version\b)`;
  // (Not the rest of a route under a scope after a hole, `${projectApi}/builds`: every `}` of every file would be
  // a place to try, and the prefilter took twice as long over the benchmark corpus for no file more. A file that
  // spells only such paths is read when another hint lets it through.)
  const routeHints = [prefix, ...[...API_ROOTS].map(rootText).filter((t): t is string => t !== null)];
  // Code built on a v3-only client library names its module; a package.json names it as a dependency.
  const clientNames = JS_CLIENT_LIBRARIES.filter((c) => c.v3Only !== '<0.0.0').map((c) => c.name.replace(/[-/]/g, '\\$&')).join('|');
  const clientImport = `(?:require\\(\\s*|from\\s*)['"](?:${clientNames})['"]`;
  // A Python or Ruby program on such a library imports it (`import gitlab`, `require 'gitlab'`): its calls spell no route.
  const otherModules = [...new Set(CLIENT_LIBRARIES.flatMap((c) => (c.made ? [c.made.module] : [])))].join('|');
  const otherImport = String.raw`(?:import|from)[ \t]+(?:${otherModules})\b|require[ \t(]+['"](?:${otherModules})['"]`;
  // The route words and the client imports in one pattern: the prefilter stays one pass over the bytes.
  // A manifest names one as a key or a value, an override's path, an `npm:` alias, a tarball or a repository.
  const client = `["'/:>](?:${clientNames})(?:["'@/#]|\\.git)`;
  return { api: [...routeHints, clientImport, ...(otherModules ? [otherImport] : [])].join('|'), client };
}

/** hints-data.ts as `npm run docs` writes it. */
export function hintsModule(): string {
  const { api, client } = hintSources();
  return generatedModule('src/core/parse/hints.ts', "The prefilter's patterns: any API hint, and a v3-only client library named in quotes.", [
    ['API_HINT_SOURCE', api],
    ['CLIENT_HINT_SOURCE', client],
  ]);
}
