import { useFetch, useRuntimeConfig } from '../vendor/nuxt.mjs';

// useFetch with the API root and the token filled in; the path is relative to the root.
export function useGitlab(path, options = {}) {
  const config = useRuntimeConfig();
  return useFetch(path, {
    baseURL: config.public.gitlabApi,
    headers: { 'PRIVATE-TOKEN': config.gitlabToken },
    ...options,
  });
}
