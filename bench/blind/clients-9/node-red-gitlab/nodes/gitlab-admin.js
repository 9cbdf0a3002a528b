// Admin chores driven from the service desk flow.
const axios = require('axios');
const respond = require('../lib/respond');

module.exports = function (RED) {
  function GitlabAdminNode(config) {
    RED.nodes.createNode(this, config);
    const node = this;
    const server = RED.nodes.getNode(config.server);
    node.on('input', function (msg, send, done) {
      const { ok, fail } = respond(node, msg, send, done);
      const http = axios.create({ headers: server.headers(), timeout: 10000 });
      switch (config.action) {
        case 'unblock':
          http.put(`${server.apiUrl()}/users/${msg.payload.userId}/unblock`).then(ok, fail);
          break;
        case 'add-member':
          http.post(`${server.apiUrl()}/groups/${msg.payload.groupId}/members`, { user_id: msg.payload.userId, access_level: msg.payload.accessLevel || 30 }).then(ok, fail);
          break;
        case 'fork':
          http.post(`${server.apiUrl()}/projects/fork/${encodeURIComponent(msg.payload.project)}`, { namespace: msg.payload.namespace }).then(ok, fail);
          break;
        default:
          done(new Error(`unknown action ${config.action}`));
      }
    });
  }
  RED.nodes.registerType('gitlab-admin', GitlabAdminNode);
};
