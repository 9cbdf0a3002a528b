// The GitLab namespace, shared by the server methods. The API root is built once from the
// private settings (meteor run --settings settings.json); the token never reaches the client.
GitLab = {
  apiVersion: 'v3',
};

if (Meteor.isServer) {
  GitLab.API = Meteor.settings.gitlab.url.replace(/\/+$/, '') + '/api/v3';

  GitLab.headers = function () {
    return { 'PRIVATE-TOKEN': Meteor.settings.gitlab.token, Accept: 'application/json' };
  };

  // HTTP.call with the token, for methods that want a node-style callback turned into a result.
  GitLab.call = Meteor.wrapAsync(function (method, path, options, callback) {
    options = options || {};
    options.headers = Object.assign(GitLab.headers(), options.headers);
    HTTP.call(method, GitLab.API + path, options, callback);
  });
}
