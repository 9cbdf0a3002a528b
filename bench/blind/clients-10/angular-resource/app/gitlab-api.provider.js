// gitlabApiProvider: configured once in app/config.js, injected as `gitlabApi` by the resources.
angular.module('pipelineConsole.gitlab', []).provider('gitlabApi', function GitlabApiProvider() {
  var root = null;
  var token = null;

  this.setRoot = function (url) {
    root = url.replace(/\/+$/, '');
  };
  this.setToken = function (value) {
    token = value;
  };

  this.$get = function () {
    return {
      root: root,
      token: token,
      url: function (path) {
        return root + path;
      },
      owns: function (url) {
        return url.indexOf(root) === 0;
      }
    };
  };
});
