import { Router } from '../vendor/express.mjs';
import { upstream } from '../lib/upstream.mjs';

export const me = Router();

me.get('/projects', async (req, res) => {
  res.json(await upstream(req, 'GET', '/projects/owned'));
});

me.get('/todos', async (req, res) => {
  res.json(await upstream(req, 'GET', '/todos', { qs: { state: 'pending' } }));
});

me.post('/todos/:id/done', async (req, res) => {
  await upstream(req, 'DELETE', `/todos/${req.params.id}`);
  res.status(204).json(null);
});

me.get('/search', async (req, res) => {
  res.json(await upstream(req, 'GET', `/projects/search/${encodeURIComponent(req.query.q)}`));
});
