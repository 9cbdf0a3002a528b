// The tray's settings (electron-store, in userData/settings.json): the Preferences window writes
// the GitLab host and token; the API path only changes for instances behind a path prefix.
import Store from '../../vendor/electron-store.mjs';

export const store = new Store({
  name: 'settings',
  defaults: {
    gitlab: {
      host: 'http://127.0.0.1:__PORT__',
      apiPath: '/api/v3',
      token: '',
      userId: null,
    },
    poll: { intervalSeconds: 60, notifyOnFailure: true },
  },
});

export const apiBase = () => `${store.get('gitlab.host').replace(/\/+$/, '')}${store.get('gitlab.apiPath')}`;
