// A superagent agent with two plugins: one prefixes relative paths with the API root, the
// other signs requests.
import superagent from 'superagent';

const GITLAB_API = 'http://127.0.0.1:__PORT__/api/v3';

function prefix(root) {
  return (req) => {
    if (req.url.startsWith('/')) req.url = root + req.url;
    return req;
  };
}

function token(value) {
  return (req) => req.set('PRIVATE-TOKEN', value);
}

export const gitlab = superagent.agent().use(prefix(GITLAB_API)).use(token(process.env.GITLAB_TOKEN || 'secret'));
