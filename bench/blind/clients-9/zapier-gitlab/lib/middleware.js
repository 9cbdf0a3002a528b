// Every request carries the connection's token; GitLab's error bodies become readable errors.
const addPrivateToken = (request, z, bundle) => {
  if (bundle.authData.token) request.headers['PRIVATE-TOKEN'] = bundle.authData.token;
  request.headers.Accept = 'application/json';
  return request;
};

const handleErrors = (response, z) => {
  if (response.status === 401) throw new z.errors.ExpiredAuthError('Your GitLab token is no longer valid.');
  if (response.status >= 400 && response.status !== 404) {
    const message = (response.json && (response.json.message || response.json.error)) || response.content;
    throw new z.errors.Error(`GitLab answered ${response.status}: ${typeof message === 'string' ? message : JSON.stringify(message)}`, 'GitLabError', response.status);
  }
  return response;
};

module.exports = { addPrivateToken, handleErrors };
