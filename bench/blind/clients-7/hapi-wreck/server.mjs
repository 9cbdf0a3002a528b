import * as Hapi from './vendor/hapi.mjs';
import * as gitlab from './plugins/gitlab.mjs';

export async function init() {
  const server = Hapi.server({ port: 3000 });
  await server.register({
    plugin: gitlab,
    options: { url: process.env.GITLAB_URL || 'http://127.0.0.1:__PORT__', token: process.env.GITLAB_TOKEN || 'secret' },
  });
  await server.initialize();
  return server;
}
