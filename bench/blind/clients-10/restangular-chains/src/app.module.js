angular.module('mergeTrain', ['restangular', 'config'])
  .config(['RestangularProvider', 'ENV', function (RestangularProvider, ENV) {
    RestangularProvider.setBaseUrl(ENV.gitlabUrl + '/api/v3');
    RestangularProvider.setDefaultHeaders({ 'PRIVATE-TOKEN': ENV.token });
    // GitLab answers arrays for lists and objects for elements; nothing to unwrap.
    RestangularProvider.addResponseInterceptor(function (data) {
      return data;
    });
  }]);
