const defineNuxtConfig = (config) => config;

export default defineNuxtConfig({
  ssr: true,
  runtimeConfig: {
    gitlabToken: process.env.NUXT_GITLAB_TOKEN || 'secret',
    public: {
      gitlabApi: process.env.NUXT_PUBLIC_GITLAB_API || 'http://127.0.0.1:__PORT__/api/v3',
    },
  },
});
