// Cases of the generated differential suite that fail today: case id (`library|binding|change|carrier`)
// → why. Each runs as `it.fails`, so the suite passes and a fix that makes one pass turns it red:
// then delete its line. KNOWN_FRONTS: `front|case id` → why, for a front (`no-project-safe`,
// `no-project-review`, `eslint`, `eslint-review`) that writes other text than the proven run.
export const KNOWN: Record<string, string> = {
  'got.extend|json|review-confirm|body':
    'a lone `POST users` on an instance is no request the per-file pass reads until its base is known, so the file never goes to project mode, where its base, a value of a data file, is read: the client is left unchanged, unreported',
  'ky.create|json|review-confirm|body':
    'a lone `POST users` on an instance is no request the per-file pass reads until its base is known, so the file never goes to project mode, where its base, a value of a data file, is read: the client is left unchanged, unreported',
  'ky.extend|json|review-confirm|body':
    'a lone `POST users` on an instance is no request the per-file pass reads until its base is known, so the file never goes to project mode, where its base, a value of a data file, is read: the client is left unchanged, unreported',
};

export const KNOWN_FRONTS: Record<string, string> = {
  'eslint-review|bent(method)|helper|split-9.0/7|none':
    'a file alone reads `bent(opts.method, …)(url)` in the helper as a client the registry does not know: its route fix is for review, which ESLint offers only as a suggestion, so the call with no v4 form is the only call that could move and no copy of the helper is offered (no call moves): the client is left unchanged, as safe as the proven run\'s split',
  'eslint-review|bent(method)|helper|split-blob-meaning|none':
    'a file alone reads `bent(opts.method, …)(url)` in the helper as a client the registry does not know: its route fix is for review, which ESLint offers only as a suggestion, so the call with no v4 form is the only call that could move and no copy of the helper is offered (no call moves): the client is left unchanged, as safe as the proven run\'s split',
};

/** A file alone, in ESLint's review front: the split of a style the registry does not prove (bent(method)) or does not know. */
const ONE_FILE_SPLIT =
  "a call with no v4 form through a style the registry does not prove or know gets the spelled split (an equal v3 value in place of the base's read) in the proven run; a file alone in ESLint offers that style's route fixes only as suggestions, so no fix moves a call before the split and no copy is offered (no call moves): ESLint leaves the client unchanged and reports every finding, as safe as the proven run's split";
for (const lib of ['bent(method)', 'undici Client'])
  for (const binding of lib === 'undici Client' ? ['const', 'concat', 'version', 'segments', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call', 'loop', 'each'] : ['const', 'concat', 'url-object', 'wrapper', 'product', 'verbs', 'handed', 'wrapper-deep', 'member', 'url-wrapper', 'method', 'field', 'private-field', 'version', 'segments', 'segments-helper', 'segments-encoded', 'replace', 'printf', 'encoded-id', 'segments-base', 'slash-base', 'route-fns', 'string-concat', 'string-call', 'loop', 'each'])
    for (const kind of ['split-9.0/7|none', 'split-blob-meaning|none']) KNOWN_FRONTS[`eslint-review|${lib}|${binding}|${kind}`] = ONE_FILE_SPLIT;

/** fetch's wrappers of the options bindings set the query on a URL object from the entries of the caller's object (review), in ESLint one file at a time. */
const ENTRIES_SPLIT =
  'a wrapper setting the query on a URL object from the entries of the caller\'s object (a carrier the suite proves for no style) has its fixes for review, which ESLint offers only as suggestions; taken one file at a time, no fix moves a call before the split, so no copy of the wrapper is offered: ESLint leaves the client unchanged and reports every finding, as safe as the proven run\'s split (its base read in the wrapper\'s URL object, copied with the wrapper)';
for (const binding of ['wrapper-options', 'wrapper-keyed'])
  for (const kind of ['split-9.0/7|none', 'split-blob-meaning|none', 'split-events-manual|option', 'split-params-unread|option']) KNOWN_FRONTS[`eslint-review|fetch|${binding}|${kind}`] = ENTRIES_SPLIT;
