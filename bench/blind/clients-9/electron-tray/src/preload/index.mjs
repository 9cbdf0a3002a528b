// The renderer's window onto the main process (contextIsolation on).
import { contextBridge, ipcRenderer } from '../../vendor/electron.mjs';

contextBridge.exposeInMainWorld('gitlab', {
  me: () => ipcRenderer.invoke('gitlab:me'),
  todos: () => ipcRenderer.invoke('gitlab:todos'),
  clearTodos: () => ipcRenderer.invoke('gitlab:todos:clear'),
  activity: (userId, since) => ipcRenderer.invoke('gitlab:activity', { userId, since }),
  projects: () => ipcRenderer.invoke('gitlab:projects'),
  pipelines: (projectId) => ipcRenderer.invoke('gitlab:pipelines', projectId),
  retryPipeline: (projectId, pipelineId) => ipcRenderer.invoke('gitlab:pipeline:retry', projectId, pipelineId),
  jobTrace: (projectId, jobId) => ipcRenderer.invoke('gitlab:job:trace', projectId, jobId),
  downloadArtifacts: (projectId, ref, job) => ipcRenderer.invoke('gitlab:artifacts:download', projectId, ref, job),
  closeIssue: (issue) => ipcRenderer.invoke('gitlab:issue:close', issue),
  findIssue: (projectId, iid) => ipcRenderer.invoke('gitlab:issue:find', projectId, iid),
  mergeRequestChanges: (mr) => ipcRenderer.invoke('gitlab:mr:changes', mr),
  muteMergeRequest: (mr) => ipcRenderer.invoke('gitlab:mr:mute', mr),
  license: (key, options) => ipcRenderer.invoke('gitlab:license', key, options),
});
