//     A trimmed Backbone.js 1.3.3 (the parts this app uses: Events-less Model and Collection with
//     url/urlRoot, fetch/save/destroy, extend, and Backbone.sync over Backbone.ajax = $.ajax).
import $ from './jquery.js';

const _ = {
  result: (obj, prop) => (typeof obj[prop] === 'function' ? obj[prop]() : obj[prop]),
  extend: Object.assign,
  clone: (o) => Object.assign({}, o),
  isEmpty: (o) => !o || Object.keys(o).length === 0,
};

const Backbone = { VERSION: '1.3.3', $, emulateHTTP: false, emulateJSON: false };

function extend(protoProps, staticProps) {
  const parent = this;
  const child = protoProps && Object.prototype.hasOwnProperty.call(protoProps, 'constructor') ? protoProps.constructor : function () {
    return parent.apply(this, arguments);
  };
  Object.assign(child, parent, staticProps);
  child.prototype = Object.create(parent.prototype);
  Object.assign(child.prototype, protoProps);
  child.prototype.constructor = child;
  child.__super__ = parent.prototype;
  return child;
}

const urlError = () => {
  throw new Error('A "url" property or function must be specified');
};

function Model(attributes, options) {
  const attrs = Object.assign({}, _.result(this, 'defaults'), attributes || {});
  this.attributes = {};
  if (options && options.collection) this.collection = options.collection;
  this.set(attrs);
  this.initialize.apply(this, arguments);
}
Object.assign(Model.prototype, {
  idAttribute: 'id',
  initialize() {},
  get(attr) {
    return this.attributes[attr];
  },
  set(key, val) {
    const attrs = typeof key === 'object' ? key : { [key]: val };
    Object.assign(this.attributes, attrs);
    if (this.idAttribute in attrs) this.id = this.get(this.idAttribute);
    return this;
  },
  toJSON() {
    return _.clone(this.attributes);
  },
  sync() {
    return Backbone.sync.apply(this, arguments);
  },
  isNew() {
    return this.id == null;
  },
  parse(resp) {
    return resp;
  },
  url() {
    const base = _.result(this, 'urlRoot') || _.result(this.collection, 'url') || urlError();
    if (this.isNew()) return base;
    const id = this.get(this.idAttribute);
    return base.replace(/[^\/]$/, '$&/') + encodeURIComponent(id);
  },
  fetch(options) {
    options = Object.assign({ parse: true }, options);
    const success = options.success;
    options.success = (resp) => {
      this.set(this.parse(resp || {}));
      if (success) success.call(options.context, this, resp, options);
    };
    return this.sync('read', this, options);
  },
  save(key, val, options) {
    let attrs;
    if (key == null || typeof key === 'object') {
      attrs = key;
      options = val;
    } else (attrs = {})[key] = val;
    options = Object.assign({ parse: true }, options);
    if (attrs) this.set(attrs);
    const method = this.isNew() ? 'create' : options.patch ? 'patch' : 'update';
    if (method === 'patch' && !options.attrs) options.attrs = attrs;
    return this.sync(method, this, options);
  },
  destroy(options) {
    options = options ? _.clone(options) : {};
    if (this.isNew()) return false;
    return this.sync('delete', this, options);
  },
});
Model.extend = extend;

function Collection(models, options) {
  options = options || {};
  if (options.model) this.model = options.model;
  this.models = [];
  this.initialize.apply(this, arguments);
  if (models) this.reset(models);
}
Object.assign(Collection.prototype, {
  model: Model,
  initialize() {},
  reset(models) {
    this.models = models.map((m) => (m instanceof Model ? m : new this.model(m, { collection: this })));
    this.length = this.models.length;
    return this;
  },
  get(id) {
    return this.models.find((m) => m.id === id);
  },
  sync() {
    return Backbone.sync.apply(this, arguments);
  },
  parse(resp) {
    return resp;
  },
  fetch(options) {
    options = Object.assign({ parse: true }, options);
    const success = options.success;
    options.success = (resp) => {
      this.reset(Array.isArray(resp) ? this.parse(resp) : []);
      if (success) success.call(options.context, this, resp, options);
    };
    return this.sync('read', this, options);
  },
  create(attrs, options) {
    const model = new this.model(attrs, { collection: this });
    model.save(null, options);
    return model;
  },
});
Collection.extend = extend;

const methodMap = { create: 'POST', update: 'PUT', patch: 'PATCH', delete: 'DELETE', read: 'GET' };

Backbone.sync = function (method, model, options) {
  const type = methodMap[method];
  options = options || {};
  const params = { type, dataType: 'json' };
  if (!options.url) params.url = _.result(model, 'url') || urlError();
  if (options.data == null && model && (method === 'create' || method === 'update' || method === 'patch')) {
    params.contentType = 'application/json';
    params.data = JSON.stringify(options.attrs || model.toJSON(options));
  }
  if (params.type !== 'GET') params.processData = false;
  const xhr = (options.xhr = Backbone.ajax(Object.assign(params, options)));
  return xhr;
};
Backbone.ajax = function () {
  return Backbone.$.ajax.apply(Backbone.$, arguments);
};

Backbone.Model = Model;
Backbone.Collection = Collection;
export default Backbone;
