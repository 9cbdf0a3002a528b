const { apiUrl, projectId } = require('../lib/api');

module.exports = {
  key: 'comment_on_merge_request',
  noun: 'Comment',
  display: { label: 'Comment on Merge Request', description: 'Adds a comment to a merge request (by its ID from the New Merge Request trigger).' },
  operation: {
    inputFields: [
      { key: 'project_id', label: 'Project', required: true },
      { key: 'merge_request_id', label: 'Merge request ID', required: true },
      { key: 'note', type: 'text', required: true },
    ],
    perform: async (z, bundle) => {
      const url = apiUrl(bundle, `/projects/${projectId(bundle)}/merge_requests/${bundle.inputData.merge_request_id}/comments`);
      const response = await z.request({ url, method: 'POST', body: { note: bundle.inputData.note } });
      return response.data;
    },
    sample: { note: 'Looks good', author: { username: 'zapier' } },
  },
};
