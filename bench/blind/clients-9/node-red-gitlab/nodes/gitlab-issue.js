// Issues: create from a flow, or act on the issue of a GitLab webhook (msg.payload is the
// webhook body, so `object_attributes` holds the issue with its global `id` and its `iid`).
const axios = require('axios');
const respond = require('../lib/respond');

module.exports = function (RED) {
  function GitlabIssueNode(config) {
    RED.nodes.createNode(this, config);
    this.server = RED.nodes.getNode(config.server);
    this.action = config.action;
    this.project = config.project;
    this.targetProject = config.targetProject;

    this.on('input', (msg, send, done) => {
      const server = this.server;
      const project = encodeURIComponent(msg.project || this.project);
      const issue = (msg.payload && msg.payload.object_attributes) || {};
      const { ok, fail } = respond(this, msg, send, done);
      const opts = { headers: server.headers() };

      if (this.action === 'create') {
        const { title, description, labels } = msg.payload;
        axios.post(`${server.apiUrl()}/projects/${project}/issues`, { title, description, labels }, opts).then(ok, fail);
      } else if (this.action === 'close') {
        axios.put(`${server.apiUrl()}/projects/${project}/issues/${issue.id}`, { state_event: 'close' }, opts).then(ok, fail);
      } else if (this.action === 'move') {
        axios.post(`${server.apiUrl()}/projects/${project}/issues/${issue.id}/move`, { to_project_id: Number(this.targetProject) }, opts).then(ok, fail);
      } else {
        done(new Error(`unknown action ${this.action}`));
      }
    });
  }
  RED.nodes.registerType('gitlab-issue', GitlabIssueNode);
};
