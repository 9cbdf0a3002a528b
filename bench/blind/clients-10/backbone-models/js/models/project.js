define(['backbone', 'gitlab'], function (Backbone, gitlab) {
  return Backbone.Model.extend({
    urlRoot: gitlab.endpoint + '/projects',

    unstar: function () {
      var model = this;
      return Backbone.$.ajax({
        url: model.url() + '/star',
        type: 'DELETE',
        success: function () { model.set('starred', false); }
      });
    }
  });
});
