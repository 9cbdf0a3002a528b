// The release board talks to GitLab two ways: GraphQL where the schema has what it needs, REST
// for the rest. One ky instance for both (token, retries, a client header); REST paths are
// resolved against the API root, GraphQL has its own endpoint on the same host.
import ky from 'ky';

const HOST = process.env.GITLAB_HOST ?? 'http://127.0.0.1:__PORT__';
const TOKEN = process.env.GITLAB_TOKEN ?? 'secret';

export const REST_ROOT = new URL('/api/v3/', HOST);
export const GRAPHQL_ENDPOINT = new URL('/api/graphql', HOST);

const api = ky.extend({
  headers: { 'PRIVATE-TOKEN': TOKEN },
  retry: { limit: 2, methods: ['get'], statusCodes: [502, 503, 504] },
  timeout: 20000,
  hooks: {
    beforeRequest: [(request) => request.headers.set('X-Client', 'release-board/1.4')],
  },
});

export async function gql(query, variables = {}) {
  const { data, errors } = await api.post(GRAPHQL_ENDPOINT, { json: { query, variables } }).json();
  if (errors?.length) throw new Error(errors.map((e) => e.message).join('; '));
  return data;
}

/** A REST call: `path` is relative to the API root (`projects/5/jobs`). */
export async function rest(path, options = {}) {
  const res = await api(new URL(path, REST_ROOT), options);
  return res.status === 204 ? null : res.json();
}
