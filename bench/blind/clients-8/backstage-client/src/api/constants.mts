// Where the GitLab API sits under the URL the discovery API gives for `gitlab`.
export const DEFAULT_PROXY_PATH = '/api/v3';
export const GITLAB_ANNOTATION_PROJECT_SLUG = 'gitlab.com/project-slug';
export const GITLAB_ANNOTATION_PROJECT_ID = 'gitlab.com/project-id';
