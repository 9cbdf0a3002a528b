const { apiUrl, projectId } = require('../lib/api');

const perform = async (z, bundle) => {
  const { title, description, labels } = bundle.inputData;
  const response = await z.request({ method: 'POST', url: apiUrl(bundle, `/projects/${projectId(bundle)}/issues`), body: { title, description, labels } });
  return response.data;
};

module.exports = {
  key: 'create_issue',
  noun: 'Issue',
  display: { label: 'Create Issue', description: 'Creates an issue in a project.' },
  operation: {
    inputFields: [
      { key: 'project_id', label: 'Project', required: true },
      { key: 'title', required: true },
      { key: 'description', type: 'text' },
      { key: 'labels', helpText: 'Comma-separated' },
    ],
    perform,
    sample: { id: 1, iid: 1, title: 'Something broke' },
  },
};
