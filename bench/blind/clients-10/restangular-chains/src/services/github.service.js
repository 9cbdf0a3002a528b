// The mirror on GitHub Enterprise, for the "compare with upstream" panel. GHE's REST API also
// lives under /api/v3, which has nothing to do with GitLab's.
angular.module('mergeTrain').factory('GithubMirror', ['Restangular', 'ENV', function (Restangular, ENV) {
  var ghe = Restangular.withConfig(function (RestangularConfigurer) {
    RestangularConfigurer.setBaseUrl(ENV.githubEnterprise + '/api/v3');
    RestangularConfigurer.setDefaultHeaders({ Accept: 'application/vnd.github.v3+json' });
  });

  return {
    compare: function (repo, base, head) {
      return ghe.one('repos', repo).customGET('compare/' + base + '...' + head);
    },
    releases: function (repo) {
      return ghe.one('repos', repo).getList('releases');
    }
  };
}]);
