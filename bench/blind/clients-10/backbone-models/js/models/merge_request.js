define(['backbone', 'gitlab'], function (Backbone, gitlab) {
  // The API's `id` is the model id, so a merge request is addressed by its global id.
  return Backbone.Model.extend({
    urlRoot: function () {
      return gitlab.endpoint + '/projects/' + this.get('project_id') + '/merge_requests';
    },

    close: function () {
      // GitLab has no PATCH: send only the change, as a PUT.
      return this.save({ state_event: 'close' }, { patch: true, type: 'PUT' });
    }
  });
});
