const axios = require('axios');
const respond = require('../lib/respond');

module.exports = function (RED) {
  RED.nodes.registerType('gitlab-pipeline', function GitlabPipelineNode(config) {
    RED.nodes.createNode(this, config);
    const node = this;
    const server = RED.nodes.getNode(config.server);

    node.on('input', function (msg, send, done) {
      const project = encodeURIComponent(msg.project || config.project);
      const api = server.apiUrl();
      const { ok, fail } = respond(node, msg, send, done);
      switch (msg.action || config.action) {
        case 'list':
          axios.get(`${api}/projects/${project}/pipelines`, { headers: server.headers(), params: { ref: msg.ref || config.ref, per_page: 20 } }).then(ok, fail);
          break;
        case 'trigger': {
          const form = new URLSearchParams({ token: server.credentials.triggerToken, 'variables[TRIGGERED_BY]': 'node-red' });
          axios.post(`${api}/projects/${project}/ref/${encodeURIComponent(msg.ref || config.ref)}/trigger/builds`, form).then(ok, fail);
          break;
        }
        case 'jobs':
          axios.get(`${api}/projects/${project}/builds`, { headers: server.headers(), params: { scope: msg.scope || 'running' } }).then(ok, fail);
          break;
        case 'job':
          axios.get(api + '/projects/' + project + '/builds/' + msg.jobId, { headers: server.headers() }).then(ok, fail);
          break;
        default:
          done(new Error(`unknown action ${msg.action || config.action}`));
      }
    });
  });
};
