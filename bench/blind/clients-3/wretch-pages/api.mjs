// wretch over the API root (resolved with url.resolve from the host), lists read through an
// async generator that follows X-Next-Page.
import url from 'node:url';
import wretch from 'wretch';
import QueryStringAddon from 'wretch/addons/queryString';

const HOST = process.env.GITLAB_HOST || 'http://127.0.0.1:__PORT__';

export const api = wretch(url.resolve(HOST, '/api/v3/'))
  .addon(QueryStringAddon)
  .headers({ 'PRIVATE-TOKEN': process.env.GITLAB_TOKEN || 'secret' });

export async function* pages(path, query = {}) {
  let next;
  do {
    const res = await api
      .url(path)
      .query(next ? { ...query, page: next } : query)
      .get()
      .res();
    yield await res.json();
    next = res.headers.get('x-next-page');
  } while (next);
}

export async function collect(iterable) {
  const items = [];
  for await (const page of iterable) items.push(...(Array.isArray(page) ? page : [page]));
  return items;
}
