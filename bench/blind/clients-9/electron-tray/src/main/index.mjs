// The main process: the tray icon and the IPC handlers the tray's renderer calls.
import { app, ipcMain, Menu, Tray } from '../../vendor/electron.mjs';
import { registerAccountHandlers } from './ipc/account.mjs';
import { registerPipelineHandlers } from './ipc/pipelines.mjs';
import { registerWorkItemHandlers } from './ipc/work-items.mjs';

export async function main() {
  await app.whenReady();
  registerAccountHandlers(ipcMain);
  registerPipelineHandlers(ipcMain);
  registerWorkItemHandlers(ipcMain);
  const tray = new Tray('assets/tanuki-Template.png');
  tray.setToolTip('GitLab');
  tray.setContextMenu(Menu.buildFromTemplate([{ label: 'Preferences…' }, { type: 'separator' }, { label: 'Quit', role: 'quit' }]));
  return tray;
}
