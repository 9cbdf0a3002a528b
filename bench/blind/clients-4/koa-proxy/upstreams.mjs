// Where the dashboard's backend forwards to. Each upstream is an API root ending in a slash:
// routes below are relative to it.
export const UPSTREAMS = {
  gitlab: process.env.GITLAB_API_URL ?? 'http://127.0.0.1:__PORT__/api/v3/',
  sentry: process.env.SENTRY_API_URL ?? 'https://sentry.example.org/api/0/',
};

export const TOKENS = {
  gitlab: { 'PRIVATE-TOKEN': process.env.GITLAB_TOKEN ?? 'secret' },
  sentry: { Authorization: `Bearer ${process.env.SENTRY_TOKEN ?? ''}` },
};
