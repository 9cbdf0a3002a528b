/**
 * A trimmed Restangular 1.6 stand-in (over the angular stand-in's $http): RestangularProvider
 * (setBaseUrl, setDefaultHeaders, setDefaultHttpFields, addResponseInterceptor), Restangular.one /
 * all / withConfig, and on elements and collections one / all / get / getList / post / put / remove
 * and customGET / customGETLIST / customPOST / customPUT / customDELETE. URLs are the base plus each
 * element's route and encoded id, parent first; query parameters are sent as $http params.
 */
'use strict';
const angular = require('./angular.js');

function Configurer(parent) {
  this.baseUrl = parent ? parent.baseUrl : '';
  this.defaultHeaders = Object.assign({}, parent && parent.defaultHeaders);
  this.defaultHttpFields = Object.assign({}, parent && parent.defaultHttpFields);
  this.responseInterceptors = parent ? parent.responseInterceptors.slice() : [];
  this.encodeIds = true;
}
Configurer.prototype.setBaseUrl = function (url) {
  this.baseUrl = url.replace(/\/$/, '');
  return this;
};
Configurer.prototype.setDefaultHeaders = function (h) {
  this.defaultHeaders = h;
  return this;
};
Configurer.prototype.setDefaultHttpFields = function (f) {
  this.defaultHttpFields = f;
  return this;
};
Configurer.prototype.addResponseInterceptor = function (fn) {
  this.responseInterceptors.push(fn);
  return this;
};

function createService(config, $http) {
  function urlOf(elem) {
    const parts = [];
    for (let e = elem; e && e.route; e = e.parentResource) {
      parts.unshift(e.route + (e.id !== undefined && e.id !== null ? '/' + (config.encodeIds ? encodeURIComponent(e.id) : e.id) : ''));
    }
    return [config.baseUrl].concat(parts).join('/');
  }

  function request(method, url, what, params, data, headers) {
    return $http(Object.assign({}, config.defaultHttpFields, {
      method,
      url,
      params,
      data,
      headers: Object.assign({}, config.defaultHeaders, headers),
    })).then((response) => {
      let body = response.data;
      for (const fn of config.responseInterceptors) body = fn(body, method.toLowerCase(), what, url, response);
      return body;
    });
  }

  function restangularize(parent, route, id, isCollection) {
    const elem = { route, parentResource: parent, restangularCollection: !!isCollection };
    if (!isCollection) elem.id = id;
    const self = () => urlOf(elem);
    const sub = (p) => (p ? self() + '/' + p : self());
    Object.assign(elem, {
      one: (r, i) => restangularize(elem, r, i, false),
      all: (r) => restangularize(elem, r, undefined, true),
      getRestangularUrl: self,
      get: (params, headers) => request('GET', self(), route, params, undefined, headers),
      getList: (subElement, params, headers) => {
        if (subElement && typeof subElement === 'object') {
          headers = params;
          params = subElement;
          subElement = undefined;
        }
        return request('GET', sub(subElement), subElement || route, params, undefined, headers);
      },
      post: isCollection
        ? (element, params, headers) => request('POST', self(), route, params, element, headers)
        : (what, element, params, headers) => request('POST', sub(what), what, params, element, headers),
      put: (params, headers) => request('PUT', self(), route, params, undefined, headers),
      remove: (params, headers) => request('DELETE', self(), route, params, undefined, headers),
      customGET: (path, params, headers) => request('GET', sub(path), path, params, undefined, headers),
      customGETLIST: (path, params, headers) => request('GET', sub(path), path, params, undefined, headers),
      customPOST: (element, path, params, headers) => request('POST', sub(path), path, params, element, headers),
      customPUT: (element, path, params, headers) => request('PUT', sub(path), path, params, element, headers),
      customDELETE: (path, params, headers) => request('DELETE', sub(path), path, params, undefined, headers),
    });
    return elem;
  }

  const service = {
    one: (route, id) => restangularize(null, route, id, false),
    all: (route) => restangularize(null, route, undefined, true),
    oneUrl: (route, url) => Object.assign(restangularize(null, route, undefined, false), { getRestangularUrl: () => url }),
    configuration: config,
    withConfig(fn) {
      const child = new Configurer(config);
      fn(child);
      return createService(child, $http);
    },
  };
  return service;
}

angular.module('restangular', []).provider('Restangular', function () {
  const config = new Configurer();
  Object.setPrototypeOf(this, config);
  Object.assign(this, config);
  const provider = this;
  this.$get = ['$http', function ($http) {
    return createService(provider, $http);
  }];
});

module.exports = 'restangular';
