// The GitLab host the runner talks to (`DANGER_GITLAB_HOST`, as danger itself reads it) and the token.
export const host = process.env.DANGER_GITLAB_HOST ?? 'http://127.0.0.1:__PORT__';
export const headers = { 'PRIVATE-TOKEN': process.env.DANGER_GITLAB_API_TOKEN ?? 'secret' };
export const repo = () => encodeURIComponent(danger.gitlab.metadata.repoSlug);
