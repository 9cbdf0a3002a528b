define(['backbone', 'gitlab'], function (Backbone, gitlab) {
  return Backbone.Collection.extend({
    initialize: function (models, options) {
      this.projectId = options.projectId;
    },
    url: function () {
      return gitlab.endpoint + '/projects/' + this.projectId + '/repository/tags';
    }
  });
});
