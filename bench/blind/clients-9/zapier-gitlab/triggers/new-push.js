const { apiUrl, projectId } = require('../lib/api');

const perform = async (z, bundle) => {
  const response = await z.request({ url: apiUrl(bundle, `/projects/${projectId(bundle)}/events`), params: { action: 'pushed to', per_page: 50 } });
  return [].concat(response.data || []).map((event) => ({ ...event, id: `${event.created_at}-${event.author_id}` }));
};

module.exports = {
  key: 'new_push',
  noun: 'Push',
  display: { label: 'New Push', description: 'Triggers when someone pushes to a project.' },
  operation: { inputFields: [{ key: 'project_id', label: 'Project', required: true }], perform, sample: { id: '2017-01-01-1', action_name: 'pushed to' } },
};
