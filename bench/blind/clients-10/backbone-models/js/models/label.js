define(['backbone', 'gitlab'], function (Backbone, gitlab) {
  return Backbone.Model.extend({
    idAttribute: 'name',

    urlRoot: function () {
      return gitlab.url('projects', this.get('project_id'), 'labels');
    },

    subscribe: function () {
      return Backbone.sync('create', this, { url: this.url() + '/subscription', attrs: {} });
    }
  });
});
