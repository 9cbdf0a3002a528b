angular.module('pipelineConsole').controller('AdminController', ['Project', 'User', 'DeployKey', function (Project, User, DeployKey) {
  var vm = this;

  vm.starred = function () {
    return Project.starred().$promise;
  };

  vm.project = function (id) {
    return Project.get({ id: id }).$promise;
  };

  vm.unstar = function (id) {
    return Project.unstar({ id: id }).$promise;
  };

  vm.block = function (userId) {
    return User.block({ userId: userId }, {}).$promise;
  };

  vm.deployKeys = function (projectId) {
    return DeployKey.query({ projectId: projectId }).$promise;
  };

  vm.revokeKey = function (key) {
    return new DeployKey(key).$remove();
  };
}]);
