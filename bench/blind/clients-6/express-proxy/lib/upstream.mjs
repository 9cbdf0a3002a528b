import rp from 'request-promise-native';

// Calls GitLab as the signed-in user (their own token), never as the proxy.
export function upstream(req, method, path, options = {}) {
  return rp({
    method,
    uri: req.app.get('gitlab api') + path,
    headers: { 'PRIVATE-TOKEN': req.user.gitlabToken },
    json: true,
    ...options,
  });
}
