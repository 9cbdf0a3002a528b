define(['backbone', 'gitlab', 'models/todo'], function (Backbone, gitlab, Todo) {
  return Backbone.Collection.extend({ model: Todo, url: gitlab.endpoint + '/todos' });
});
