define([
  'module',
  'backbone',
  'gitlab',
  'models/build',
  'models/merge_request',
  'models/user',
  'models/project',
  'models/todo',
  'models/label',
  'collections/builds',
  'collections/events',
  'collections/branches',
  'collections/tags',
  'collections/todos',
  'collections/project_search'
], function (module, Backbone, gitlab, Build, MergeRequest, User, Project, Todo, Label, Builds, Events, Branches, Tags, Todos, ProjectSearch) {
  // The release board: one project's builds, merge requests and release branches. The actions
  // below are bound to the board's buttons (events hash left out of this stand-in).
  function Board() {
    this.options = module.config();
  }

  Board.prototype = {
    failedBuilds: function (projectId) {
      var builds = new Builds([], { projectId: projectId });
      return builds.fetch({ data: { scope: 'failed' } });
    },

    retryBuild: function (projectId, buildId) {
      return new Build({ id: buildId }, { projectId: projectId }).retry();
    },

    showTrace: function (projectId, buildId) {
      return new Build({ id: buildId }, { projectId: projectId }).trace();
    },

    closeMergeRequest: function (attrs) {
      // attrs as listed by the API: { id, iid, project_id, title }
      return new MergeRequest(attrs).close();
    },

    blockUser: function (userId) {
      return new User({ id: userId }).block();
    },

    unstar: function (projectId) {
      return new Project({ id: projectId }).unstar();
    },

    // GET …/events: the comments feed.
    commentFeed: function (projectId) {
      return new Events([], { projectId: projectId }).fetch({ data: { target_type: 'Note', per_page: 20 } });
    },

    cutReleaseBranch: function (projectId, version) {
      var branches = new Branches([], { projectId: projectId });
      return new Promise(function (resolve, reject) {
        branches.create({ branch_name: 'release/' + version, ref: 'master' }, { success: resolve, error: reject });
      });
    },

    tags: function (projectId) {
      return new Tags([], { projectId: projectId }).fetch();
    },

    doneTodo: function (todoId) {
      return new Todo({ id: todoId }).destroy();
    },

    pendingTodos: function () {
      return new Todos().fetch({ data: { state: 'pending' } });
    },

    search: function (query) {
      return new ProjectSearch([], { query: query }).fetch();
    },

    watchLabel: function (projectId, name) {
      return new Label({ project_id: projectId, name: name }).subscribe();
    }
  };

  return Board;
});
