module.exports = {
  key: 'create_branch',
  noun: 'Branch',
  display: { label: 'Create Branch', description: 'Creates a branch from a ref.' },
  operation: {
    inputFields: [
      { key: 'project_id', label: 'Project', required: true },
      { key: 'branch', label: 'New branch name', required: true },
      { key: 'ref', label: 'From', default: 'main' },
    ],
    perform: {
      method: 'POST',
      url: '{{bundle.authData.instance}}/api/v3/projects/{{bundle.inputData.project_id}}/repository/branches',
      body: { branch_name: '{{bundle.inputData.branch}}', ref: '{{bundle.inputData.ref}}' },
    },
    sample: { name: 'feature/zap', commit: { id: 'a1b2c3' } },
  },
};
