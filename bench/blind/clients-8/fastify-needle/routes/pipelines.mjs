import needle from 'needle';

export default async function pipelines(fastify) {
  fastify.get('/:project/jobs', async function (request) {
    const res = await needle('get', `${this.gitlabApi}/projects/${request.params.project}/builds`, { scope: request.query.scope ?? 'failed' }, this.gitlabOptions);
    return res.body;
  });

  fastify.post('/:project/jobs/:job/cancel', async function (request) {
    const res = await needle('post', `${this.gitlabApi}/projects/${request.params.project}/builds/${request.params.job}/cancel`, null, this.gitlabJson);
    return res.body;
  });

  fastify.get('/:project/file/:sha', async (request) => {
    const { gitlabApi, gitlabOptions } = request.server;
    const res = await needle('get', `${gitlabApi}/projects/${request.params.project}/repository/commits/${request.params.sha}/blob`, { filepath: request.query.path }, gitlabOptions);
    return res.body;
  });

  fastify.get('/templates/ci/:key', async function (request) {
    const res = await needle('get', `${this.gitlabApi}/gitlab_ci_ymls/${request.params.key}`, null, this.gitlabOptions);
    return res.body;
  });

  // Not GitLab: the dashboard panel for a project's builds lives in Grafana.
  fastify.get('/:project/graphs', async function (request) {
    const res = await needle('get', `${this.grafanaApi}/projects/${request.params.project}/builds`, null, { parse: true });
    return res.body;
  });
}
