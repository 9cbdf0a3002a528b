export default {
  gitlab: { url: process.env.GITLAB_URL || 'http://127.0.0.1:__PORT__' },
};
