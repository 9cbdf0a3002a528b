// The dashboard's one gateway to GitLab; components subscribe to what it returns.
import { HttpClient, HttpParams, type Observable } from './vendor/http.mjs';
import { environment } from '../environments/environment.mjs';
import type { Job, MergeRequest, Project, RepositoryFile } from './models.mjs';

export class GitlabService {
  constructor(private http: HttpClient) {}

  failedJobs(projectId: number): Observable<Job[]> {
    const params = new HttpParams().set('scope', 'failed').set('per_page', 50);
    return this.http.get<Job[]>(`${environment.gitlabApi}/projects/${projectId}/builds`, { params });
  }

  jobTrace(projectId: number, jobId: number): Observable<string> {
    return this.http.get<string>(`${environment.gitlabApi}/projects/${projectId}/builds/${jobId}/trace`);
  }

  retryJob(projectId: number, jobId: number): Observable<Job> {
    return this.http.post<Job>(`${environment.gitlabApi}/projects/${projectId}/builds/${jobId}/retry`, null);
  }

  starredProjects(): Observable<Project[]> {
    return this.http.get<Project[]>(`${environment.gitlabApi}/projects/starred`, { params: { per_page: 100 } });
  }

  myProjects(): Observable<Project[]> {
    return this.http.get<Project[]>(`${environment.gitlabApi}/projects`, { params: { order_by: 'last_activity_at', simple: true } });
  }

  mergeRequest(projectId: number, mr: MergeRequest): Observable<MergeRequest> {
    return this.http.get<MergeRequest>(`${environment.gitlabApi}/projects/${projectId}/merge_requests/${mr.id}`);
  }

  mergeWhenGreen(projectId: number, mr: MergeRequest): Observable<MergeRequest> {
    return this.http.put<MergeRequest>(`${environment.gitlabApi}/projects/${projectId}/merge_requests/${mr.id}/merge`, {
      merge_when_build_succeeds: true,
      should_remove_source_branch: true,
    });
  }

  pipelines(projectId: number, ref: string): Observable<unknown[]> {
    return this.http.get<unknown[]>(`${environment.gitlabApi}/projects/${projectId}/pipelines`, { params: { ref, per_page: 10 } });
  }

  environments(projectId: number): Observable<unknown[]> {
    return this.http.get<unknown[]>(`${environment.gitlabApi}/projects/${projectId}/environments`);
  }

  commitJobs(projectId: number, sha: string): Observable<Job[]> {
    return this.http.get<Job[]>(`${environment.gitlabApi}/projects/${projectId}/repository/commits/${sha}/builds`);
  }

  readme(projectId: number, ref = 'master'): Observable<RepositoryFile> {
    const params = new HttpParams({ fromObject: { file_path: 'README.md', ref } });
    return this.http.get<RepositoryFile>(`${environment.gitlabApi}/projects/${projectId}/repository/files`, { params });
  }

  unstar(projectId: number): Observable<Project> {
    return this.http.delete<Project>(`${environment.gitlabApi}/projects/${projectId}/star`);
  }
}
