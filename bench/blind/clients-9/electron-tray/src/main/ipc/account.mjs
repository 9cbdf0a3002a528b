// The account menu: who is signed in, the todo badge, the recent activity list.
import { apiRequest } from '../gitlab/request.mjs';
import { store } from '../store.mjs';

export function registerAccountHandlers(ipcMain) {
  ipcMain.handle('gitlab:me', async () => {
    const me = await apiRequest('GET', '/user');
    if (me?.id) store.set('gitlab.userId', me.id);
    return me;
  });

  ipcMain.handle('gitlab:todos', () => apiRequest('GET', '/todos', { query: { state: 'pending' } }));

  ipcMain.handle('gitlab:todos:clear', () => apiRequest('DELETE', '/todos'));

  ipcMain.handle('gitlab:activity', (_event, { userId, since }) => apiRequest('GET', `/users/${userId}/events`, { query: { after: new Date(since).toISOString() } }));

  ipcMain.handle('gitlab:projects', () => apiRequest('GET', '/projects/visible', { query: { simple: true, per_page: 100 } }));
}
