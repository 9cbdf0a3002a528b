// A REST hook trigger: Zapier subscribes a project hook to its own URL and unsubscribes it when
// the Zap is turned off; the list is for the sample in the editor.
const { apiUrl, projectId } = require('../lib/api');

const subscribeHook = async (z, bundle) => {
  const response = await z.request({
    url: apiUrl(bundle, `/projects/${projectId(bundle)}/hooks`),
    method: 'POST',
    body: { url: bundle.targetUrl, merge_requests_events: true, push_events: false, build_events: false },
  });
  return response.data;
};

const unsubscribeHook = async (z, bundle) => {
  const response = await z.request({ url: apiUrl(bundle, `/projects/${projectId(bundle)}/hooks/${bundle.subscribeData.id}`), method: 'DELETE' });
  return response.data;
};

const listMergeRequests = async (z, bundle) => {
  const response = await z.request(apiUrl(bundle, `/projects/${projectId(bundle)}/merge_requests`), { params: { state: 'opened', order_by: 'created_at' } });
  return [].concat(response.data || []);
};

module.exports = {
  key: 'new_merge_request',
  noun: 'Merge Request',
  display: { label: 'New Merge Request', description: 'Triggers when a merge request is opened.' },
  operation: {
    type: 'hook',
    inputFields: [{ key: 'project_id', label: 'Project', required: true }],
    performSubscribe: subscribeHook,
    performUnsubscribe: unsubscribeHook,
    perform: (z, bundle) => [bundle.cleanedRequest.object_attributes],
    performList: listMergeRequests,
    sample: { id: 1, iid: 1, title: 'Add a README', state: 'opened' },
  },
};
