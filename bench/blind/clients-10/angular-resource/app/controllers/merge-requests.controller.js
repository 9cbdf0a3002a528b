angular.module('pipelineConsole').controller('MergeRequestsController', ['MergeRequest', 'Milestone', function (MergeRequest, Milestone) {
  var vm = this;

  vm.open = function (mr) {
    vm.current = MergeRequest.get({ projectId: mr.project_id, mergeRequestId: mr.id });
    return vm.current.$promise;
  };

  vm.mergeWhenGreen = function (mr) {
    return MergeRequest.accept({ projectId: mr.project_id, mergeRequestId: mr.id }, {
      merge_when_build_succeeds: true,
      should_remove_source_branch: true
    }).$promise;
  };

  vm.closedIssues = function (mr) {
    return MergeRequest.closesIssues({ projectId: mr.project_id, mergeRequestId: mr.id }).$promise;
  };

  vm.milestone = function (projectId, iid) {
    return Milestone.query({ projectId: projectId, iid: iid }).$promise;
  };
}]);
