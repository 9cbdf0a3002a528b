import { createApiFactory, discoveryApiRef, fetchApiRef, configApiRef } from '../vendor/core-plugin-api.mjs';
import { GitlabCIClient } from './api/GitlabCIClient.mjs';
import { gitlabCIApiRef } from './api/types.mjs';

export const gitlabCIApiFactory = createApiFactory({
  api: gitlabCIApiRef,
  deps: { configApi: configApiRef, discoveryApi: discoveryApiRef, fetchApi: fetchApiRef },
  factory: ({ configApi, discoveryApi, fetchApi }) =>
    new GitlabCIClient({
      discoveryApi,
      fetchApi,
      proxyPath: configApi.getOptionalString('gitlab.proxyPath') ?? undefined,
    }),
});
