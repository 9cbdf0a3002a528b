export const initialState = {
  settings: {
    apiUrl: 'http://127.0.0.1:__PORT__/api/v3',
    token: 'secret',
  },
  jobs: { byProject: {} },
  issues: {},
};
