define(['backbone', 'gitlab'], function (Backbone, gitlab) {
  // Destroying a todo marks it as done.
  return Backbone.Model.extend({ urlRoot: gitlab.endpoint + '/todos' });
});
