angular.module('mergeTrain').factory('CiService', ['Restangular', function (Restangular) {
  function project(id) {
    return Restangular.one('projects', id);
  }

  return {
    failedBuilds: function (projectId) {
      return project(projectId).getList('builds', { scope: 'failed' });
    },

    cancelBuild: function (projectId, buildId) {
      return project(projectId).one('builds', buildId).customPOST({}, 'cancel');
    },

    trace: function (projectId, buildId) {
      return project(projectId).one('builds', buildId).customGET('trace');
    },

    pipelines: function (projectId) {
      return project(projectId).getList('pipelines');
    },

    // What ran for the release candidate's commit.
    buildsForCommit: function (projectId, sha) {
      return project(projectId).one('repository').one('commits', sha).getList('builds');
    }
  };
}]);
