import axios from 'axios';
import { endpoints } from './endpoints.mjs';

const api = axios.create({ baseURL: 'http://127.0.0.1:__PORT__/api/v3', headers: { 'PRIVATE-TOKEN': 'secret' } });

export const listJobs = (p) => api.get(endpoints.jobs(p), { params: { scope: 'running' } });
export const retryJob = (p, j) => api.post(endpoints.retry(p, j));
export const dropKey = (p, k) => api.delete(endpoints.deployKey(p, k));
export const owned = () => api.get(endpoints.ownedProjects());
export const license = (k) => api.get(endpoints.license(k));
export const rawBlob = (p, s) => api.get(endpoints.rawBlob(p, s));
