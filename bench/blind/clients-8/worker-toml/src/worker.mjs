// A Cloudflare Worker in front of GitLab for the ops chat commands: each route makes one GitLab
// call with the bindings `wrangler.toml` gives it (`env.GITLAB_API`, the token secret).
import { Router } from './router.mjs';

const auth = (env, extra = {}) => ({ 'PRIVATE-TOKEN': env.GITLAB_TOKEN, ...extra });
const json = (env) => auth(env, { 'content-type': 'application/json' });
const relay = async (res) => new Response(await res.text(), { status: res.status, headers: { 'content-type': 'application/json' } });

const router = new Router();

router.get('/jobs/:project', async (request, env, { project }) =>
  relay(await fetch(`${env.GITLAB_API}/projects/${project}/builds?scope=failed`, { headers: auth(env) })));

router.get('/jobs/:project/:job/artifacts', async (request, env, { project, job }) =>
  relay(await fetch(`${env.GITLAB_API}/projects/${project}/builds/${job}/artifacts`, { headers: auth(env) })));

router.post('/hooks/:project', async (request, env, { project }) => {
  const { url } = await request.json();
  const body = JSON.stringify({ url, push_events: true, build_events: true });
  return relay(await fetch(`${env.GITLAB_API}/projects/${project}/hooks`, { method: 'POST', headers: json(env), body }));
});

router.post('/deploy/:project', async (request, env, { project }, url) => {
  const form = new URLSearchParams({ token: env.TRIGGER_TOKEN, ref: url.searchParams.get('ref') ?? 'main' });
  form.set('variables[DEPLOY_ENV]', url.searchParams.get('env') ?? 'staging');
  return relay(await fetch(`${env.GITLAB_API}/projects/${project}/trigger/builds`, { method: 'POST', body: form }));
});

router.get('/mine', async (request, env) => relay(await fetch(env.GITLAB_API + '/projects/owned?per_page=100', { headers: auth(env) })));

router.get('/search/:term', async (request, env, { term }) =>
  relay(await fetch(`${env.GITLAB_API}/projects/search/${encodeURIComponent(term)}?per_page=10`, { headers: auth(env) })));

router.post('/fork/:project', async (request, env, { project }) => {
  const init = { method: 'POST', headers: json(env), body: JSON.stringify({ namespace: env.DEFAULT_NAMESPACE }) };
  return relay(await fetch(`${env.GITLAB_API}/projects/fork/${encodeURIComponent(project)}`, init));
});

router.post('/todos/done', async (request, env) => relay(await fetch(`${env.GITLAB_API}/todos`, { method: 'DELETE', headers: auth(env) })));

router.get('/mr/:project/:iid', async (request, env, { project, iid }) =>
  relay(await fetch(`${env.GITLAB_API}/projects/${project}/merge_requests?iid=${iid}&state=all`, { headers: auth(env) })));

router.get('/blob/:project/:sha', async (request, env, { project, sha }) =>
  relay(await fetch(`${env.GITLAB_API}/projects/${project}/repository/blobs/${sha}`, { headers: auth(env) })));

router.get('/version', async (request, env) => relay(await fetch(`${env.GITLAB_API}/version`, { headers: auth(env) })));

router.get('/tree/:project', async (request, env, { project }, url) => {
  const ref = url.searchParams.get('ref') ?? 'main';
  return relay(await fetch(`${env.GITLAB_API}/projects/${project}/repository/tree?ref_name=${encodeURIComponent(ref)}&recursive=true`, { headers: auth(env) }));
});

router.put('/settings/:project', async (request, env, { project }) => {
  const body = JSON.stringify({ only_allow_merge_if_build_succeeds: true });
  return relay(await fetch(`${env.GITLAB_API}/projects/${project}`, { method: 'PUT', headers: json(env), body }));
});

// Not GitLab: the status page has its own API (and its own `projects/…/builds` component route).
router.get('/status/:component', async (request, env, { component }) =>
  relay(await fetch(`${env.STATUSPAGE_API}/projects/${component}/builds`)));

export default {
  fetch: (request, env, ctx) => router.handle(request, env, ctx),
};
