angular.module('pipelineConsole').controller('BuildsController', ['Build', 'Pipeline', 'Trigger', function (Build, Pipeline, Trigger) {
  var vm = this;

  vm.load = function (projectId) {
    vm.running = Build.query({ projectId: projectId, scope: 'running' });
    return vm.running.$promise;
  };

  vm.retry = function (build) {
    return Build.retry({ projectId: build.project_id, buildId: build.id }, {}).$promise;
  };

  // Erasing sends the build itself; :projectId and :buildId come from its fields.
  vm.erase = function (build) {
    return new Build(build).$erase();
  };

  vm.pipelines = function (projectId) {
    return Pipeline.query({ projectId: projectId, scope: 'finished' }).$promise;
  };

  vm.deploy = function (projectId, ref) {
    return Trigger.fire({ projectId: projectId }, { token: 'deploy-7f3a', ref: ref }).$promise;
  };
}]);
