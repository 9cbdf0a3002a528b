// How every GitLab node ends an input: the answer on msg.payload, a status dot, done().
module.exports = function respond(node, msg, send, done) {
  return {
    ok(res) {
      msg.payload = res.data;
      msg.statusCode = res.status;
      node.status({ fill: 'green', shape: 'dot', text: `${res.status}` });
      send(msg);
      done();
    },
    fail(err) {
      const status = err.response ? err.response.status : 'error';
      node.status({ fill: 'red', shape: 'ring', text: `${status}` });
      done(err);
    },
  };
};
