import rp from 'request-promise-native';
import { Router } from '../vendor/express.mjs';
import { upstream } from '../lib/upstream.mjs';

export const projects = Router();

projects.post('/', async (req, res) => {
  const { name, isPublic } = req.body;
  res.json(await upstream(req, 'POST', '/projects', { body: { name, visibility_level: isPublic ? 20 : 0 } }));
});

projects.get('/:id/keys', async (req, res) => {
  res.json(await upstream(req, 'GET', `/projects/${req.params.id}/keys`));
});

projects.post('/:id/fork', async (req, res) => {
  res.json(await upstream(req, 'POST', `/projects/fork/${req.params.id}`));
});

projects.post('/:id/branches', async (req, res) => {
  const api = req.app.get('gitlab api');
  const branch = await rp.post({
    uri: `${api}/projects/${req.params.id}/repository/branches`,
    headers: { 'PRIVATE-TOKEN': req.user.gitlabToken },
    form: { branch_name: req.body.name, ref: req.body.from || 'main' },
    json: true,
  });
  res.json(branch);
});

projects.delete('/:id/branches/:branch', async (req, res) => {
  await upstream(req, 'DELETE', `/projects/${req.params.id}/repository/branches/${encodeURIComponent(req.params.branch)}`);
  res.status(204).json(null);
});

projects.get('/:id/tree', async (req, res) => {
  res.json(await upstream(req, 'GET', `/projects/${req.params.id}/repository/tree`, { qs: { ref_name: req.query.ref || 'main', path: req.query.path } }));
});

projects.get('/:id/commits', async (req, res) => {
  res.json(await upstream(req, 'GET', `/projects/${req.params.id}/repository/commits`, { qs: { ref_name: req.query.ref || 'main', since: req.query.since } }));
});

// The browser shows issue numbers (#12): those are iids.
projects.get('/:id/issues/:number', async (req, res) => {
  const [issue] = await upstream(req, 'GET', `/projects/${req.params.id}/issues`, { qs: { iid: req.params.number } });
  res.json(issue ?? null);
});
