// release-tool's set-up: the GitLab URL and token from the environment, with the defaults of
// the build machine.
import { configure } from './http.mjs';

configure({ url: process.env.GITLAB_URL ?? 'http://127.0.0.1:__PORT__/', token: process.env.GITLAB_TOKEN ?? 'secret' });

export * from './gitlab.mjs';
