angular.module('mergeTrain').factory('AccountService', ['Restangular', function (Restangular) {
  var projects = Restangular.all('projects');

  return {
    me: function () {
      return Restangular.one('user').get();
    },

    ownedProjects: function () {
      return projects.customGETLIST('owned', { per_page: 100 });
    },

    ownedGroups: function () {
      return Restangular.all('groups').customGETLIST('owned');
    },

    unstar: function (projectId) {
      return Restangular.one('projects', projectId).one('star').remove();
    },

    unblock: function (userId) {
      return Restangular.one('users', userId).customPUT(null, 'unblock');
    }
  };
}]);
