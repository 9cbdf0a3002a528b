const { apiUrl, projectId } = require('../lib/api');

module.exports = {
  key: 'create_file',
  noun: 'File',
  display: { label: 'Create File', description: 'Commits a new file to a branch.' },
  operation: {
    inputFields: [
      { key: 'project_id', label: 'Project', required: true },
      { key: 'file_path', label: 'Path', required: true },
      { key: 'branch', required: true },
      { key: 'content', type: 'text', required: true },
      { key: 'commit_message', required: true },
    ],
    perform: async (z, bundle) => {
      const { file_path, branch, content, commit_message } = bundle.inputData;
      const response = await z.request({
        method: 'POST',
        url: apiUrl(bundle, `/projects/${projectId(bundle)}/repository/files`),
        body: { file_path, branch_name: branch, content, commit_message, encoding: 'text' },
      });
      return response.data;
    },
    sample: { file_path: 'notes/zap.md', branch: 'main' },
  },
};
