angular.module('pipelineConsole').factory('Build', ['$resource', 'gitlabApi', function ($resource, gitlabApi) {
  return $resource(gitlabApi.url('/projects/:projectId/builds/:buildId/:action'), {
    projectId: '@project_id',
    buildId: '@id'
  }, {
    retry: { method: 'POST', params: { action: 'retry' } },
    erase: { method: 'POST', params: { action: 'erase' } }
  });
}]);
