// An axios instance with no baseURL: a request interceptor puts the API root in front of
// relative URLs (so that absolute URLs to other services pass through untouched).
import axios from 'axios';

const API_ROOT = (process.env.GITLAB_URL || 'http://127.0.0.1:__PORT__') + '/api/v3';

export const http = axios.create({ headers: { 'PRIVATE-TOKEN': 'secret' } });

http.interceptors.request.use((config) => {
  if (config.url && config.url.startsWith('/')) config.url = API_ROOT + config.url;
  return config;
});
