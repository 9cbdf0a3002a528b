// A headless stand-in for the Node-RED runtime, enough to run a node module's nodes: the `RED`
// object (`nodes.createNode`, `registerType`, `getNode`), node modules loaded from package.json's
// "node-red" section, a flow file and its (unencrypted) credentials file, and `inject(id, msg)`
// resolving when the node calls done().
const { EventEmitter } = require('node:events');
const fs = require('node:fs');
const path = require('node:path');

function createRuntime() {
  const types = new Map();
  const nodes = new Map();
  let credentials = {};

  const RED = {
    version: () => '3.1.9',
    log: { info() {}, warn() {}, error() {}, debug() {} },
    util: { cloneMessage: (msg) => JSON.parse(JSON.stringify(msg)) },
    settings: {},
    nodes: {
      createNode(node, config) {
        EventEmitter.call(node);
        for (const key of Object.getOwnPropertyNames(EventEmitter.prototype)) if (key !== 'constructor' && !(key in node)) node[key] = EventEmitter.prototype[key];
        node.id = config.id;
        node.type = config.type;
        node.z = config.z;
        node.name = config.name;
        node.wires = config.wires || [];
        node.credentials = credentials[config.id] || {};
        node._status = null;
        node.status = (s) => (node._status = s);
        node.send = () => undefined;
        node.error = (err) => node.emit('error', err);
        node.warn = () => undefined;
        node.log = () => undefined;
      },
      registerType(type, constructor, opts = {}) {
        types.set(type, { constructor, opts });
      },
      getNode(id) {
        return nodes.get(id) || null;
      },
    },
  };

  function loadPackage(dir) {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    for (const file of Object.values(pkg['node-red'].nodes)) require(path.resolve(dir, file))(RED);
  }

  function loadFlows(flowFile) {
    const flows = JSON.parse(fs.readFileSync(flowFile, 'utf8'));
    const credFile = flowFile.replace(/\.json$/, '_cred.json');
    credentials = fs.existsSync(credFile) ? JSON.parse(fs.readFileSync(credFile, 'utf8')) : {};
    // Config nodes (no `z`) first, as the runtime starts them before the flows that use them.
    const ordered = [...flows.filter((n) => !n.z), ...flows.filter((n) => n.z)];
    for (const config of ordered) {
      const type = types.get(config.type);
      if (!type) continue;
      const node = Object.create(type.constructor.prototype);
      type.constructor.call(node, config);
      nodes.set(config.id, node);
    }
  }

  function inject(id, msg) {
    const node = nodes.get(id);
    if (!node) return Promise.reject(new Error(`no node ${id}`));
    return new Promise((resolve, reject) => {
      const sent = [];
      node.emit('input', { _msgid: Math.random().toString(16).slice(2), ...msg }, (out) => sent.push(out), (err) => (err ? reject(err) : resolve(sent)));
    });
  }

  return { RED, loadPackage, loadFlows, inject, nodes };
}

module.exports = { createRuntime };
