// The config node shared by the GitLab nodes: where the instance is and its credentials.
module.exports = function (RED) {
  function GitlabServerNode(n) {
    RED.nodes.createNode(this, n);
    this.name = n.name;
    this.url = (n.url || 'https://gitlab.example.org').replace(/\/+$/, '');
    this.apiPath = n.apiPath || '/api/v3';
  }

  GitlabServerNode.prototype.apiUrl = function () {
    return this.url + this.apiPath;
  };

  GitlabServerNode.prototype.headers = function () {
    return { 'PRIVATE-TOKEN': this.credentials.token || '' };
  };

  RED.nodes.registerType('gitlab-server', GitlabServerNode, {
    credentials: { token: { type: 'password' }, triggerToken: { type: 'password' } },
  });
};
