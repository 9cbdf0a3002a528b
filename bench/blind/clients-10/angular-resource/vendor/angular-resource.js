/**
 * A trimmed ngResource 1.5 stand-in: $resource(url, paramDefaults, actions, options) with `:param`
 * placeholders (a missing one is dropped with its slash, trailing slashes stripped), `@field`
 * defaults read from the request data, actions { method, params, url, isArray, hasBody }, class
 * calls Resource.action([params], [data], [success], [error]) and instance calls
 * resource.$action([params], [success], [error]); params not in the URL go to the query.
 */
'use strict';
const angular = require('./angular.js');

function encodeUriSegment(val) {
  return encodeURIComponent(val).replace(/%40/gi, '@').replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%3B/gi, ';').replace(/%26/gi, '&').replace(/%3D/gi, '=').replace(/%2B/gi, '+');
}

function lookupDottedPath(obj, p) {
  return p.split('.').reduce((o, k) => (o == null ? undefined : o[k]), obj);
}

function Route(template, defaults) {
  this.template = template;
  this.defaults = Object.assign({ stripTrailingSlashes: true }, defaults);
}
Route.prototype.setUrlParams = function (config, params, actionUrl) {
  let url = actionUrl || this.template;
  const urlParams = {};
  const protocolAndDomain = (/^https?:\/\/[^/]*/.exec(url) || [''])[0];
  url = url.slice(protocolAndDomain.length);
  url.split(/\W/).forEach((param) => {
    if (param && !/^\d+$/.test(param) && new RegExp('(^|[^\\\\]):' + param + '(\\W|$)').test(url)) urlParams[param] = true;
  });
  Object.keys(urlParams).forEach((name) => {
    const val = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : this.defaults[name];
    if (val !== undefined && val !== null) {
      url = url.replace(new RegExp(':' + name + '(\\W|$)', 'g'), (m, tail) => encodeUriSegment(val) + tail);
    } else {
      url = url.replace(new RegExp('(/?):' + name + '(\\W|$)', 'g'), (m, lead, tail) => (tail.charAt(0) === '/' ? tail : lead + tail));
    }
  });
  if (this.defaults.stripTrailingSlashes) url = url.replace(/\/+$/, '') || '/';
  url = url.replace(/\/\.(?=\w+($|\?))/, '.').replace(/\/\\\./, '/.');
  config.url = protocolAndDomain + url;
  Object.keys(params).forEach((key) => {
    if (!urlParams[key]) {
      config.params = config.params || {};
      config.params[key] = params[key];
    }
  });
};

angular.module('ngResource', []).provider('$resource', function () {
  const provider = this;
  this.defaults = {
    stripTrailingSlashes: true,
    actions: {
      get: { method: 'GET' },
      save: { method: 'POST' },
      query: { method: 'GET', isArray: true },
      remove: { method: 'DELETE' },
      delete: { method: 'DELETE' },
    },
  };
  this.$get = ['$http', function ($http) {
    return function resourceFactory(url, paramDefaults, actions, options) {
      const route = new Route(url, Object.assign({}, provider.defaults, options));
      actions = Object.assign({}, provider.defaults.actions, actions);

      function extractParams(data, actionParams) {
        const ids = {};
        const all = Object.assign({}, paramDefaults, actionParams);
        Object.keys(all).forEach((key) => {
          let value = all[key];
          if (typeof value === 'function') value = value(data);
          ids[key] = value && typeof value === 'string' && value.charAt(0) === '@' ? lookupDottedPath(data, value.slice(1)) : value;
        });
        return ids;
      }

      function Resource(value) {
        Object.assign(this, value || {});
      }
      Resource.prototype.toJSON = function () {
        const data = Object.assign({}, this);
        delete data.$promise;
        delete data.$resolved;
        return data;
      };

      Object.keys(actions).forEach((name) => {
        const action = actions[name];
        const hasBody = action.hasBody === true || (action.hasBody !== false && /^(POST|PUT|PATCH)$/i.test(action.method));
        Resource[name] = function (a1, a2, a3, a4) {
          let params = {};
          let data;
          const args = [a1, a2, a3, a4].filter((a) => a !== undefined);
          const fns = args.filter((a) => typeof a === 'function');
          const objs = args.filter((a) => typeof a !== 'function');
          if (objs.length === 2) {
            params = objs[0];
            data = objs[1];
          } else if (objs.length === 1) {
            if (hasBody) data = objs[0];
            else params = objs[0];
          }
          const success = fns[0];
          const error = fns[1];
          const isInstanceCall = this instanceof Resource;
          const value = isInstanceCall ? data : action.isArray ? [] : new Resource(data);
          const httpConfig = {};
          Object.keys(action).forEach((key) => {
            if (!['params', 'isArray', 'interceptor', 'hasBody', 'url'].includes(key)) httpConfig[key] = action[key];
          });
          if (hasBody) httpConfig.data = data;
          route.setUrlParams(httpConfig, Object.assign({}, extractParams(data, action.params || {}), params), action.url);
          const promise = $http(httpConfig).then(
            (response) => {
              const body = response.data;
              if (action.isArray && Array.isArray(body)) body.forEach((item) => value.push(new Resource(item)));
              else if (body && typeof body === 'object' && !Array.isArray(value)) Object.assign(value, body);
              if (success) success(value, response.headers);
              return value;
            },
            (response) => {
              if (error) error(response);
              return Promise.reject(response);
            },
          );
          if (!isInstanceCall) {
            value.$promise = promise;
            value.$resolved = false;
            return value;
          }
          return promise;
        };
        Resource.prototype['$' + name] = function (params, success, error) {
          if (typeof params === 'function') {
            error = success;
            success = params;
            params = {};
          }
          return Resource[name].call(this, params || {}, this, success, error);
        };
      });
      return Resource;
    };
  }];
});

module.exports = 'ngResource';
