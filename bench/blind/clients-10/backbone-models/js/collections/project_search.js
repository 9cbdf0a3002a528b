define(['backbone', 'gitlab', 'models/project'], function (Backbone, gitlab, Project) {
  return Backbone.Collection.extend({
    model: Project,
    initialize: function (models, options) {
      this.query = options.query;
    },
    url: function () {
      return gitlab.endpoint + '/projects/search/' + encodeURIComponent(this.query);
    }
  });
});
