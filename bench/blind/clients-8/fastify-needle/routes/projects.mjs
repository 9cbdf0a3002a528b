import needle from 'needle';

export default async function projects(fastify) {
  fastify.get('/:project', async function (request) {
    return (await needle('get', `${this.gitlabApi}/projects/${request.params.project}`, null, this.gitlabOptions)).body;
  });

  fastify.get('/:project/members', async function (request) {
    return (await needle('get', `${this.gitlabApi}/projects/${request.params.project}/members`, { per_page: 100 }, this.gitlabOptions)).body;
  });

  fastify.get('/:project/issues/:iid', async function (request) {
    const [issue] = (await needle('get', `${this.gitlabApi}/projects/${request.params.project}/issues`, { iid: request.params.iid }, this.gitlabOptions)).body ?? [];
    return issue ?? null;
  });

  fastify.post('/:project/issues/:iid/subscribe', async function (request) {
    const { issue } = request.body;
    const url = `${this.gitlabApi}/projects/${request.params.project}/issues/${issue.id}/subscription`;
    return (await needle('post', url, null, this.gitlabJson)).body;
  });

  fastify.delete('/:project/labels/:label/subscription', async function (request) {
    const url = `${this.gitlabApi}/projects/${request.params.project}/labels/${encodeURIComponent(request.params.label)}/subscription`;
    return (await needle('delete', url, null, this.gitlabJson)).body;
  });
}
