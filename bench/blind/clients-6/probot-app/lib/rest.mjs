import superagent from 'superagent';

// Each verb returns the superagent request with the token set, so handlers chain
// `.query()`, `.type()` and `.send()` as they need.
export function createRest({ url, token }) {
  const api = `${url.replace(/\/$/, '')}/api/v3`;
  const auth = (req) => req.set('PRIVATE-TOKEN', token).accept('json');
  return {
    get: (path) => auth(superagent.get(api + path)),
    post: (path) => auth(superagent.post(api + path)),
    put: (path) => auth(superagent.put(api + path)),
    del: (path) => auth(superagent.delete(api + path)),
  };
}
