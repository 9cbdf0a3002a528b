import labelsApi from './api/labels.mjs';
import deployKeysApi from './api/deploy_keys.mjs';
import projectsApi from './api/projects.mjs';
import usersApi from './api/users.mjs';

export default (config) => ({
  labels: labelsApi(config),
  deployKeys: deployKeysApi(config),
  projects: projectsApi(config),
  users: usersApi(config),
});
