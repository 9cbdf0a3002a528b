define(['backbone', 'gitlab'], function (Backbone, gitlab) {
  return Backbone.Model.extend({
    urlRoot: gitlab.url('users'),

    block: function () {
      return Backbone.$.ajax({ url: this.url() + '/block', type: 'PUT', dataType: 'json' });
    }
  });
});
