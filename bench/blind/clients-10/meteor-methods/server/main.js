Meteor.startup(function () {
  Log.info('radiator: polling ' + GitLab.API + ' every ' + Meteor.settings.gitlab.pollSeconds + 's');
});
