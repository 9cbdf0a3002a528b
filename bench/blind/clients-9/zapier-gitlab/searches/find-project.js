const { apiUrl } = require('../lib/api');

module.exports = {
  key: 'find_project',
  noun: 'Project',
  display: { label: 'Find Project', description: 'Finds a project by name.' },
  operation: {
    inputFields: [{ key: 'name', label: 'Name', required: true }],
    perform: async (z, bundle) => {
      const response = await z.request({ url: apiUrl(bundle, `/projects/search/${encodeURIComponent(bundle.inputData.name)}`) });
      return [].concat(response.data || []);
    },
    sample: { id: 1, path_with_namespace: 'group/project' },
  },
};
