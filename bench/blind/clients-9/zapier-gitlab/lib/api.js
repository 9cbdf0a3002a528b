// The instance's API root from the connection's authData (users paste their GitLab's URL).
const apiUrl = (bundle, path) => `${String(bundle.authData.instance).replace(/\/+$/, '')}/api/v3${path}`;

const projectId = (bundle) => encodeURIComponent(bundle.inputData.project_id);

module.exports = { apiUrl, projectId };
