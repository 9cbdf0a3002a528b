angular.module('pipelineConsole')
  .factory('Trigger', ['$resource', 'gitlabApi', function ($resource, gitlabApi) {
    return $resource(gitlabApi.url('/projects/:projectId/trigger/builds'), {}, {
      fire: { method: 'POST' }
    });
  }])
  .factory('Pipeline', ['$resource', 'gitlabApi', function ($resource, gitlabApi) {
    return $resource(gitlabApi.url('/projects/:projectId/pipelines/:pipelineId'));
  }]);
