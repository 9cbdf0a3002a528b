define(['backbone', 'gitlab'], function (Backbone, gitlab) {
  return Backbone.Model.extend({
    initialize: function (attrs, options) {
      this.projectId = (options && options.projectId) || attrs.project_id;
    },

    urlRoot: function () {
      return gitlab.endpoint + '/projects/' + this.projectId + '/builds';
    },

    retry: function () {
      return Backbone.sync('create', this, { url: this.url() + '/retry' });
    },

    trace: function () {
      return Backbone.$.get(_traceUrl(this));
    }
  });

  function _traceUrl(build) {
    return build.url() + '/trace';
  }
});
