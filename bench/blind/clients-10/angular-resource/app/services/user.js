angular.module('pipelineConsole').factory('User', ['$resource', 'gitlabApi', function ($resource, gitlabApi) {
  return $resource(gitlabApi.url('/users/:userId/:action'), { userId: '@id' }, {
    block: { method: 'PUT', params: { action: 'block' } }
  });
}]);
