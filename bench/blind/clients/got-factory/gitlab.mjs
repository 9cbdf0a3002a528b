// The GitLab connection: a got instance made by a factory, so that tests can point it elsewhere.
import got from 'got';

export function createGitlab({ url = 'http://127.0.0.1:__PORT__', token } = {}) {
  return got.extend({
    prefixUrl: `${url}/api/v3`,
    headers: { 'private-token': token },
    responseType: 'json',
    retry: { limit: 0 },
  });
}
