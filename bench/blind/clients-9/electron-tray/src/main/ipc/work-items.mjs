// Issue and merge request actions from the notifications (the notification carries the object
// GitLab's list answered, so its global `id` as well as its `iid`), and the new-project wizard's
// license picker.
import { net } from '../../../vendor/electron.mjs';
import { apiRequest } from '../gitlab/request.mjs';
import { apiBase, store } from '../store.mjs';

const auth = () => ({ 'PRIVATE-TOKEN': store.get('gitlab.token') });

export function registerWorkItemHandlers(ipcMain) {
  ipcMain.handle('gitlab:issue:close', async (_event, issue) => {
    const res = await net.fetch(`${apiBase()}/projects/${issue.project_id}/issues/${issue.id}`, {
      method: 'PUT',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ state_event: 'close' }),
    });
    return res.json();
  });

  ipcMain.handle('gitlab:issue:find', (_event, projectId, iid) => apiRequest('GET', `/projects/${projectId}/issues`, { query: { iid } }));

  ipcMain.handle('gitlab:mr:changes', (_event, mr) => apiRequest('GET', `/projects/${mr.project_id}/merge_request/${mr.id}/changes`));

  ipcMain.handle('gitlab:mr:mute', (_event, mr) => apiRequest('DELETE', `/projects/${mr.project_id}/merge_requests/${mr.id}/subscription`));

  ipcMain.handle('gitlab:license', async (_event, key, { project, fullname }) => {
    const url = new URL(`${apiBase()}/licenses/${key}`);
    url.search = new URLSearchParams({ project, fullname }).toString();
    const res = await net.fetch(url, { headers: auth() });
    return res.json();
  });
}
