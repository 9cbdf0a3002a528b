angular.module('pipelineConsole').factory('Milestone', ['$resource', 'gitlabApi', function ($resource, gitlabApi) {
  return $resource(gitlabApi.url('/projects/:projectId/milestones/:milestoneId'));
}]);
