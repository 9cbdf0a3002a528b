angular.module('pipelineConsole').factory('DeployKey', ['$resource', 'gitlabApi', function ($resource, gitlabApi) {
  return $resource(gitlabApi.url('/projects/:projectId/keys/:keyId'), { projectId: '@project_id', keyId: '@id' });
}]);
