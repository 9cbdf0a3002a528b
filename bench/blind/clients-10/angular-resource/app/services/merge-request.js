angular.module('pipelineConsole').factory('MergeRequest', ['$resource', 'gitlabApi', function ($resource, gitlabApi) {
  // :mergeRequestId is the merge request's `id` as the list returns it.
  return $resource(gitlabApi.url('/projects/:projectId/merge_requests/:mergeRequestId/:action'), {
    projectId: '@project_id',
    mergeRequestId: '@id'
  }, {
    accept: { method: 'PUT', params: { action: 'merge' } },
    closesIssues: {
      method: 'GET',
      isArray: true,
      url: gitlabApi.url('/projects/:projectId/merge_request/:mergeRequestId/closes_issues')
    }
  });
}]);
