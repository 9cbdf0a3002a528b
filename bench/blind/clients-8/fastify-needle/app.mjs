// The internal dashboard's backend: one Fastify app, the GitLab plugin, three route files.
import Fastify from './vendor/fastify.mjs';
import gitlab from './plugins/gitlab.mjs';
import pipelines from './routes/pipelines.mjs';
import projects from './routes/projects.mjs';
import admin from './routes/admin.mjs';

export function build(opts = {}) {
  const app = Fastify();
  app.register(gitlab, {
    url: opts.gitlabUrl ?? process.env.GITLAB_URL ?? 'http://127.0.0.1:__PORT__',
    token: process.env.GITLAB_TOKEN ?? 'secret',
  });
  app.register(pipelines, { prefix: '/dash' });
  app.register(projects, { prefix: '/dash' });
  app.register(admin, { prefix: '/admin' });
  return app;
}
