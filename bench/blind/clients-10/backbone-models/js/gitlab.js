define(['module', 'backbone'], function (module, Backbone) {
  var config = module.config();

  // Every Backbone request carries the token.
  Backbone.$.ajaxSetup({ headers: { 'PRIVATE-TOKEN': config.token } });

  return {
    endpoint: config.endpoint,
    // e.g. gitlab.url('projects', 42, 'builds') -> <endpoint>/projects/42/builds
    url: function () {
      return config.endpoint + '/' + Array.prototype.slice.call(arguments).map(encodeURIComponent).join('/');
    }
  };
});
