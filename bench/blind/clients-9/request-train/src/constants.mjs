export const API_V3 = '/api/v3';
export const USER_AGENT = 'release-train/5 (+https://wiki.example.org/release-train)';
export const DEFAULT_GITLAB = 'http://127.0.0.1:__PORT__';
