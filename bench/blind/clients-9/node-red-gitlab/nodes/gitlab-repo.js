// Repository reads: a directory listing, a file at a branch (msg.topic is the path), a file at a commit.
const axios = require('axios');
const respond = require('../lib/respond');

module.exports = function (RED) {
  RED.nodes.registerType('gitlab-repo', function GitlabRepoNode(config) {
    RED.nodes.createNode(this, config);
    const node = this;
    const server = RED.nodes.getNode(config.server);
    const repo = (msg) => `${server.apiUrl()}/projects/${encodeURIComponent(msg.project || config.project)}/repository`;

    node.on('input', (msg, send, done) => {
      const { ok, fail } = respond(node, msg, send, done);
      const headers = server.headers();
      if (config.action === 'tree') {
        axios.get(`${repo(msg)}/tree`, { headers, params: { ref_name: msg.ref || 'main', path: msg.topic, per_page: 100 } }).then(ok, fail);
      } else if (config.action === 'file') {
        axios.get(`${repo(msg)}/files`, { headers, params: { file_path: msg.topic, ref: msg.ref || 'main' } }).then(ok, fail);
      } else if (config.action === 'blob') {
        axios.get(`${repo(msg)}/blobs/${msg.sha}`, { headers, params: { filepath: msg.topic } }).then(ok, fail);
      } else done(new Error(`unknown action ${config.action}`));
    });
  });
};
