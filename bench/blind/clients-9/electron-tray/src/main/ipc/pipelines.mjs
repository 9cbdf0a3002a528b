// The pipelines submenu: running pipelines of the pinned projects, retry, the job log window,
// and "Download artifacts" for the latest package job of a branch.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { app, net } from '../../../vendor/electron.mjs';
import { apiRequest } from '../gitlab/request.mjs';
import { apiBase, store } from '../store.mjs';

export function registerPipelineHandlers(ipcMain) {
  ipcMain.handle('gitlab:pipelines', (_event, projectId) => apiRequest('GET', `/projects/${projectId}/pipelines`, { query: { scope: 'running' } }));

  ipcMain.handle('gitlab:pipeline:retry', (_event, projectId, pipelineId) => apiRequest('POST', `/projects/${projectId}/pipelines/${pipelineId}/retry`));

  ipcMain.handle('gitlab:job:trace', async (_event, projectId, jobId) => {
    const res = await net.fetch(`${apiBase()}/projects/${projectId}/builds/${jobId}/trace`, { headers: { 'PRIVATE-TOKEN': store.get('gitlab.token') } });
    return res.text();
  });

  ipcMain.handle('gitlab:artifacts:download', async (_event, projectId, ref, jobName) => {
    const url = `${apiBase()}/projects/${projectId}/builds/artifacts/${encodeURIComponent(ref)}/download?job=${encodeURIComponent(jobName)}`;
    const res = await net.fetch(url, { headers: { 'PRIVATE-TOKEN': store.get('gitlab.token') } });
    const file = path.join(app.getPath('downloads'), `${jobName}-${ref.replace(/\W+/g, '-')}.zip`);
    if (res.ok && process.env.GITLAB_TRAY_SAVE) await writeFile(file, Buffer.from(await res.arrayBuffer()));
    return file;
  });
}
