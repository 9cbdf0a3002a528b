// The merge request tile: MRs are stored by their global id (what the webhook sends as
// object_attributes.id), see server/main.js.
Meteor.methods({
  'mergeRequests.comment'(mrId, text) {
    check(text, String);
    const mr = MergeRequests.findOne({ gitlabId: mrId });
    return GitLab.call('POST', '/projects/' + mr.projectId + '/merge_requests/' + mr.gitlabId + '/notes', { data: { body: text } });
  },

  'mergeRequests.mergeWhenGreen'(mrId) {
    const mr = MergeRequests.findOne({ gitlabId: mrId });
    return HTTP.call('PUT', `${GitLab.API}/projects/${mr.projectId}/merge_requests/${mr.gitlabId}/merge`, {
      headers: GitLab.headers(),
      data: { merge_when_build_succeeds: true },
    });
  },
});
