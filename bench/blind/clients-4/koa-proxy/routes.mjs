// The dashboard's backend: each route answers the browser with what one GitLab request returns.
// The token stays on the server; the browser only sees /dash/… and /gitlab/….
import got from 'got';
import Router from './vendor/router.mjs';
import { TOKENS, UPSTREAMS } from './upstreams.mjs';

const router = new Router({ prefix: '/dash' });

/** One request to an upstream, answered to the browser as it came. */
async function forward(ctx, upstream, path, options = {}) {
  const res = await got(path, {
    prefixUrl: UPSTREAMS[upstream],
    headers: TOKENS[upstream],
    retry: { limit: 1 },
    throwHttpErrors: false,
    ...options,
  });
  ctx.status = res.statusCode;
  ctx.body = res.body ? JSON.parse(res.body) : null;
}

router.get('/projects/:id/pipelines', (ctx) =>
  forward(ctx, 'gitlab', `projects/${encodeURIComponent(ctx.params.id)}/pipelines`, {
    searchParams: { ref: ctx.query.ref ?? 'main', per_page: 20 },
  }),
);

router.get('/projects/:id/failing', (ctx) =>
  forward(ctx, 'gitlab', `projects/${encodeURIComponent(ctx.params.id)}/builds`, { searchParams: { scope: 'failed' } }),
);

router.post('/projects/:id/jobs/:job/retry', (ctx) =>
  forward(ctx, 'gitlab', `projects/${encodeURIComponent(ctx.params.id)}/builds/${ctx.params.job}/retry`, { method: 'POST' }),
);

router.get('/projects/:id/deploy-keys', (ctx) => forward(ctx, 'gitlab', `projects/${encodeURIComponent(ctx.params.id)}/keys`));

router.del('/projects/:id/deploy-keys/:key', (ctx) =>
  forward(ctx, 'gitlab', `projects/${encodeURIComponent(ctx.params.id)}/deploy_keys/${ctx.params.key}/disable`, { method: 'DELETE' }),
);

router.get('/projects/:id/merged', (ctx) =>
  forward(ctx, 'gitlab', `projects/${encodeURIComponent(ctx.params.id)}/events`, {
    searchParams: { action: 'accepted', target_type: 'MergeRequest' },
  }),
);

// The review panel shows the discussion of the merge request the browser names (by its id).
router.get('/projects/:id/merge-requests/:mr/discussion', (ctx) =>
  forward(ctx, 'gitlab', `projects/${encodeURIComponent(ctx.params.id)}/merge_requests/${ctx.params.mr}/comments`),
);

router.get('/templates/gitignore/:lang', (ctx) => forward(ctx, 'gitlab', `gitignores/${ctx.params.lang}`));

router.get('/search', (ctx) => forward(ctx, 'gitlab', `projects/search/${encodeURIComponent(ctx.query.q)}`, { searchParams: { per_page: 10 } }));

router.post('/projects/:id/star', (ctx) => forward(ctx, 'gitlab', `projects/${encodeURIComponent(ctx.params.id)}/star`, { method: 'POST' }));

router.get('/projects/:id/config', (ctx) =>
  forward(ctx, 'gitlab', `projects/${encodeURIComponent(ctx.params.id)}/repository/commits/${ctx.query.sha}/blob`, {
    searchParams: { filepath: ctx.query.file ?? '.dashboard.json' },
  }),
);

router.get('/projects/:id/errors', (ctx) => forward(ctx, 'sentry', `projects/acme/${ctx.params.id}/issues/`));

export const dash = router.routes();

// Anything else the front end asks of GitLab goes through as it is asked: /gitlab/<API route>.
const passthrough = new Router();
passthrough.all('/gitlab/(.*)', async (ctx) => {
  const res = await got(ctx.params[0], {
    prefixUrl: UPSTREAMS.gitlab,
    method: ctx.method,
    searchParams: ctx.query,
    json: ctx.method === 'GET' ? undefined : ctx.body,
    headers: TOKENS.gitlab,
    throwHttpErrors: false,
  });
  ctx.status = res.statusCode;
  ctx.body = res.body;
});

export const gitlab = passthrough.routes();
