module.exports = {
  key: 'find_milestone',
  noun: 'Milestone',
  display: { label: 'Find Milestone', description: 'Finds a milestone by its number in the project.' },
  operation: {
    inputFields: [
      { key: 'project_id', label: 'Project', required: true },
      { key: 'iid', label: 'Milestone number', type: 'integer', required: true },
    ],
    perform: {
      url: '{{bundle.authData.instance}}/api/v3/projects/{{bundle.inputData.project_id}}/milestones',
      params: { 'iid[]': '{{bundle.inputData.iid}}' },
    },
    sample: { id: 1, iid: 1, title: 'v1.0' },
  },
};
