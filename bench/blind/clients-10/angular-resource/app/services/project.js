angular.module('pipelineConsole').factory('Project', ['$resource', 'gitlabApi', function ($resource, gitlabApi) {
  return $resource(gitlabApi.url('/projects/:id'), { id: '@id' }, {
    starred: { method: 'GET', url: gitlabApi.url('/projects/starred'), isArray: true },
    unstar: { method: 'DELETE', url: gitlabApi.url('/projects/:id/star') }
  });
}]);
