// Paths by name, as functions of their parameters.
export const endpoints = {
  jobs: (project) => `/projects/${project}/builds`,
  retry: (project, job) => `/projects/${project}/builds/${job}/retry`,
  deployKey: (project, key) => `/projects/${project}/keys/${key}`,
  ownedProjects: () => '/projects/owned',
  license: (key) => `/licenses/${key}`,
  rawBlob: (project, sha) => `/projects/${project}/repository/raw_blobs/${sha}`,
};
