import rp from 'request-promise-native';
import { Router } from '../vendor/express.mjs';

export const admin = Router();

admin.post('/users/:id/unblock', async (req, res) => {
  if (!req.user.admin) return res.status(403).json({ message: 'admins only' });
  await rp({ method: 'PUT', uri: `${req.app.get('gitlab api')}/users/${req.params.id}/unblock`, headers: { 'PRIVATE-TOKEN': req.user.gitlabToken }, json: true });
  res.status(204).json(null);
});
