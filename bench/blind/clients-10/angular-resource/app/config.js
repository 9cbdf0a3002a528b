angular.module('pipelineConsole')
  .config(['gitlabApiProvider', '$httpProvider', function (gitlabApiProvider, $httpProvider) {
    gitlabApiProvider.setRoot('http://127.0.0.1:__PORT__/api/v3/');
    gitlabApiProvider.setToken('console-token');
    $httpProvider.interceptors.push('gitlabTokenInterceptor');
  }])
  // Only requests to the GitLab API get the token (the console also loads its own templates).
  .factory('gitlabTokenInterceptor', ['gitlabApi', function (gitlabApi) {
    return {
      request: function (config) {
        if (gitlabApi.owns(config.url)) config.headers['PRIVATE-TOKEN'] = gitlabApi.token;
        return config;
      }
    };
  }])
  .run(['$log', 'gitlabApi', function ($log, gitlabApi) {
    $log.info('pipeline console talking to ' + gitlabApi.root);
  }]);
