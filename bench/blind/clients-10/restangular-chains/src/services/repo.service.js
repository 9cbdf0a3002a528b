angular.module('mergeTrain').factory('RepoService', ['Restangular', function (Restangular) {
  return {
    tree: function (projectId, path) {
      return Restangular.one('projects', projectId).one('repository').getList('tree', { ref_name: 'master', path: path });
    },

    cutBranch: function (projectId, name) {
      var branches = Restangular.one('projects', projectId).all('repository').all('branches');
      return branches.post({ branch_name: name, ref: 'master' });
    },

    mergeRequests: function (projectId, iids) {
      return Restangular.one('projects', projectId).getList('merge_requests', { 'iid[]': iids });
    },

    comment: function (projectId, issue, text) {
      return Restangular.one('projects', projectId).one('issues', issue.id).all('notes').post({ body: text });
    }
  };
}]);
