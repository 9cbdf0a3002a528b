// The backend as a middleware chain; server.mjs (not part of this copy) mounts it on node:http.
import { dash, gitlab } from './routes.mjs';

const chain = [dash, gitlab];

export async function handle({ method = 'GET', path, query = {}, body }) {
  const ctx = { method, path, query, body, status: 404 };
  const run = (i) => (i < chain.length ? chain[i](ctx, () => run(i + 1)) : Promise.resolve());
  await run(0);
  if (ctx.status >= 400) throw Object.assign(new Error(`${method} ${path}: ${ctx.status}`), { status: ctx.status });
  return ctx.body;
}
