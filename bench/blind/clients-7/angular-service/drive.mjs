// The dashboard is TypeScript: load it through tsx's loader, as `ng test` would compile it.
import { register } from 'tsx/esm/api';

register();
const { HttpClient, firstValueFrom } = await import('./src/app/vendor/http.mts');
const { authInterceptor } = await import('./src/app/auth.interceptor.mts');
const { GitlabService } = await import('./src/app/gitlab.service.mts');

const gitlab = new GitlabService(new HttpClient([authInterceptor]));
const mr = { id: 4410, iid: 77, title: 'Cache the dependency graph' };

export const calls = {
  failedJobs: () => firstValueFrom(gitlab.failedJobs(61)),
  jobTrace: () => firstValueFrom(gitlab.jobTrace(61, 5120)),
  retryJob: () => firstValueFrom(gitlab.retryJob(61, 5120)),
  starredProjects: () => firstValueFrom(gitlab.starredProjects()),
  myProjects: () => firstValueFrom(gitlab.myProjects()),
  mergeRequest: () => firstValueFrom(gitlab.mergeRequest(61, mr)),
  mergeWhenGreen: () => firstValueFrom(gitlab.mergeWhenGreen(61, mr)),
  pipelines: () => firstValueFrom(gitlab.pipelines(61, 'main')),
  environments: () => firstValueFrom(gitlab.environments(61)),
  commitJobs: () => firstValueFrom(gitlab.commitJobs(61, '9f8e7d6c')),
  readme: () => firstValueFrom(gitlab.readme(61)),
  unstar: () => firstValueFrom(gitlab.unstar(61)),
};
