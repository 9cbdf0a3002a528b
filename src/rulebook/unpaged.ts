// The v3 routes that kept unpaginated arrays: v3 answered these lists whole, v4 pages them (20
// items by default). From ../shared/spec/v3-facts.md, 9.0/27 (`v3/tags.rb`, `v3/labels.rb`,
// `v3/boards.rb`, `v3/system_hooks.rb`, `v3/deploy_keys.rb`, `v3/repositories.rb`, the MR commits).
// Route patterns as in rulebook/types.ts.
export const UNPAGED_LISTS: readonly string[] = [
  'GET|? /projects/:id/repository/:list(branches|tags|tree|contributors)',
  'GET|? /projects/:id/:list(labels|boards|deploy_keys|keys)',
  'GET|? /projects/:id/boards/:board_id/lists',
  'GET|? /projects/:id/:kind(merge_requests|merge_request)/:merge_request_id/commits',
  'GET|? /:list(hooks|deploy_keys)',
  'GET|? /users/:id/emails',
  'GET|? /user/:list(keys|emails)',
  'GET|? /:list(licenses|gitignores|gitlab_ci_ymls|dockerfiles)',
  'GET|? /templates/:list(licenses|gitignores|gitlab_ci_ymls|dockerfiles)',
];

/** The query or body parameters that show a read asks for a page. */
export const PAGING_PARAMS: readonly string[] = ['page', 'per_page'];
