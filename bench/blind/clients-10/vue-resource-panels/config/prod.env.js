// Injected by webpack.DefinePlugin as process.env.* (values are JS source, hence the quotes).
export default {
  NODE_ENV: '"production"',
  GITLAB_URL: '"http://127.0.0.1:__PORT__"',
  GITLAB_TOKEN: '"panels-readonly-token"'
};
