import type { HttpInterceptorFn } from './vendor/http.mjs';
import { environment } from '../environments/environment.mjs';

// Every call to the GitLab API carries the token; other hosts never see it.
export const authInterceptor: HttpInterceptorFn = (req, next) =>
  next(req.url.startsWith(environment.gitlabApi) ? { ...req, headers: req.headers.set('PRIVATE-TOKEN', environment.gitlabToken) } : req);
