// The API of the GitLab this page is served beside: same origin, so only the path.
export const API_ROOT = '/api/v3';

export const csrfToken = () => document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
