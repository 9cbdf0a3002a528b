import needle from 'needle';

export default async function admin(fastify) {
  fastify.get('/groups/mine', async function () {
    return (await needle('get', this.gitlabApi + '/groups/owned', null, this.gitlabOptions)).body;
  });

  fastify.post('/groups', async function (request, reply) {
    const { name, path } = request.body;
    const res = await needle('post', this.gitlabApi + '/groups', { name, path, visibility_level: 0 }, this.gitlabJson);
    return reply.code(201).send(res.body);
  });

  fastify.post('/users', async function (request, reply) {
    const { email, username, name } = request.body;
    const user = { email, username, name, password: request.body.password, confirm: false };
    const res = await needle('post', this.gitlabApi + '/users', user, this.gitlabJson);
    return reply.code(201).send(res.body);
  });
}
