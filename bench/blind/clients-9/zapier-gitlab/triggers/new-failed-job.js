module.exports = {
  key: 'new_failed_job',
  noun: 'Job',
  display: { label: 'New Failed Job', description: 'Triggers when a CI job fails in a project.' },
  operation: {
    inputFields: [{ key: 'project_id', label: 'Project', required: true, dynamic: 'project_list.id.path_with_namespace' }],
    perform: {
      url: '{{bundle.authData.instance}}/api/v3/projects/{{bundle.inputData.project_id}}/builds',
      params: { scope: 'failed' },
    },
    sample: { id: 1, name: 'rspec', stage: 'test', status: 'failed' },
  },
};
