// The dev app: config, discovery and an authenticated fetch, then the plugin's API from its factory.
import { ApiRegistry, configApiRef, discoveryApiRef, fetchApiRef, type ConfigApi, type DiscoveryApi, type FetchApi } from '../vendor/core-plugin-api.mjs';
import { gitlabCIApiFactory } from '../src/plugin.mjs';
import { gitlabCIApiRef } from '../src/api/types.mjs';

const appConfig: Record<string, string> = {
  'backend.baseUrl': 'http://localhost:7007',
  'integrations.gitlab.host': '127.0.0.1:__PORT__',
};

const configApi: ConfigApi = {
  getString(key) {
    const value = appConfig[key];
    if (value === undefined) throw new Error(`Missing required config value at '${key}'`);
    return value;
  },
  getOptionalString: (key) => appConfig[key],
};

const discoveryApi: DiscoveryApi = {
  async getBaseUrl(pluginId) {
    if (pluginId === 'gitlab') return `http://${configApi.getString('integrations.gitlab.host')}`;
    return `${configApi.getString('backend.baseUrl')}/api/${pluginId}`;
  },
};

const fetchApi: FetchApi = {
  fetch: (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'PRIVATE-TOKEN': 'secret' } }),
};

export const apis = new ApiRegistry()
  .with(configApiRef, configApi)
  .with(discoveryApiRef, discoveryApi)
  .with(fetchApiRef, fetchApi)
  .register(gitlabCIApiFactory);

export const gitlabCI = apis.get(gitlabCIApiRef);
