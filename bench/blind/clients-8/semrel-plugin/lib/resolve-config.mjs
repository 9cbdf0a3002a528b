// The plugin's settings: the release config's options first, then the CI environment.
import urlJoin from '../vendor/url-join.mjs';

export default function resolveConfig({ gitlabUrl, gitlabApiPathPrefix, failLabel }, { env }) {
  const url = gitlabUrl || env.GL_URL || env.GITLAB_URL || 'http://127.0.0.1:__PORT__';
  const prefix =
    typeof gitlabApiPathPrefix === 'string'
      ? gitlabApiPathPrefix
      : env.GL_PREFIX === undefined && env.GITLAB_PREFIX === undefined
        ? '/api/v3'
        : env.GL_PREFIX || env.GITLAB_PREFIX;
  return {
    gitlabToken: env.GL_TOKEN || env.GITLAB_TOKEN || 'secret',
    gitlabUrl: url,
    gitlabApiUrl: urlJoin(url, prefix),
    failLabel: failLabel === undefined ? 'semantic-release' : failLabel,
  };
}
