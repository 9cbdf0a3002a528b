define(['backbone', 'gitlab', 'models/build'], function (Backbone, gitlab, Build) {
  return Backbone.Collection.extend({
    model: Build,
    initialize: function (models, options) {
      this.projectId = options.projectId;
    },
    url: function () {
      return gitlab.endpoint + '/projects/' + this.projectId + '/builds';
    }
  });
});
