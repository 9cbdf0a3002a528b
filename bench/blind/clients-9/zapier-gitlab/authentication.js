module.exports = {
  type: 'custom',
  fields: [
    { key: 'instance', label: 'GitLab URL', required: true, default: 'https://gitlab.example.org', helpText: 'The address of your GitLab, e.g. `https://gitlab.example.org`.' },
    { key: 'token', label: 'Personal access token', required: true, type: 'password', helpText: 'A token with the `api` scope.' },
  ],
  test: {
    url: '{{bundle.authData.instance}}/api/v3/user',
  },
  connectionLabel: '{{username}} @ {{bundle.authData.instance}}',
};
