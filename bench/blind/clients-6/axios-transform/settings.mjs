export default {
  gitlab: {
    origin: 'http://127.0.0.1:__PORT__',
    token: 'secret',
  },
  dashboard: { name: 'release-board' },
};
