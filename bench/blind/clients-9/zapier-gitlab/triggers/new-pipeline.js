module.exports = {
  key: 'new_pipeline',
  noun: 'Pipeline',
  display: { label: 'New Pipeline', description: 'Triggers when a pipeline starts on a branch.' },
  operation: {
    inputFields: [
      { key: 'project_id', label: 'Project', required: true },
      { key: 'ref', label: 'Branch', required: false },
    ],
    perform: {
      method: 'GET',
      url: '{{bundle.authData.instance}}/api/v3/projects/{{bundle.inputData.project_id}}/pipelines',
      params: { ref: '{{bundle.inputData.ref}}', per_page: 25 },
    },
    sample: { id: 1, ref: 'main', status: 'running', sha: 'a1b2c3' },
  },
};
