export default {
  apiBaseUrl: 'http://127.0.0.1:__PORT__/api/v3',
  token: 'secret',
};
