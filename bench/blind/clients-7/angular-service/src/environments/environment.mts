// Angular CLI environment file: swapped for environment.prod.ts by the production build.
export const environment = {
  production: false,
  gitlabApi: 'http://127.0.0.1:__PORT__/api/v3',
  gitlabToken: 'secret',
};
