// Where the company GitLab's API is. Every tool in the repository imports it from here.
export const GITLAB_HOST = process.env.ACME_GITLAB_HOST ?? 'http://127.0.0.1:__PORT__';

export const GITLAB_API = `${GITLAB_HOST}/api/v3`;

export const projectPath = (project) => `${GITLAB_API}/projects/${encodeURIComponent(project)}`;
