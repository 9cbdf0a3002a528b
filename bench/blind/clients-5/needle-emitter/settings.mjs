export default {
  gitlab: {
    host: process.env.GITLAB_HOST || 'http://127.0.0.1:__PORT__',
    token: process.env.GITLAB_TOKEN || 'secret',
  },
  concurrency: 2,
};
