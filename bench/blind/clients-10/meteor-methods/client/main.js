// Browser side (not loaded on the server): tiles call the server methods, never GitLab itself.
Template.tiles.events({
  'click .retry'(event) {
    Meteor.call('builds.retry', this.projectId, this.id, function (err) {
      if (err) alert(err.reason);
    });
  },
  'click .merge'() {
    Meteor.call('mergeRequests.mergeWhenGreen', this.gitlabId);
  },
});
