import { Injectable, Logger } from '../../vendor/nestjs/common.mjs';
import { ConfigService } from '../../vendor/nestjs/config.mjs';
import { HttpService } from '../../vendor/nestjs/axios.mjs';
import { firstValueFrom, map } from '../../vendor/rxjs.mjs';
import type { Group, Job, MergeRequestRef, Project } from './gitlab.types.mjs';

@Injectable()
export class GitlabService {
  private readonly logger = new Logger(GitlabService.name);
  private readonly apiUrl: string;

  constructor(
    private readonly http: HttpService,
    config: ConfigService,
  ) {
    this.apiUrl = config.getOrThrow<string>('gitlab.url') + config.getOrThrow<string>('gitlab.apiPrefix');
  }

  async getProject(projectId: number): Promise<Project> {
    const { data } = await firstValueFrom(this.http.get<Project>(`${this.apiUrl}/projects/${projectId}`));
    return data;
  }

  async getFailedJobs(projectId: number): Promise<Job[]> {
    return firstValueFrom(this.http.get<Job[]>(`${this.apiUrl}/projects/${projectId}/builds`, { params: { scope: 'failed' } }).pipe(map((res) => res.data)));
  }

  async eraseJob(projectId: number, jobId: number): Promise<void> {
    this.logger.log(`erasing job ${jobId} of ${projectId}`);
    await firstValueFrom(this.http.post(`${this.apiUrl}/projects/${projectId}/builds/${jobId}/erase`));
  }

  async getMyProjects(): Promise<Project[]> {
    const { data } = await firstValueFrom(this.http.get<Project[]>(`${this.apiUrl}/projects`, { params: { order_by: 'last_activity_at', per_page: 50 } }));
    return data;
  }

  async getAllProjects(): Promise<Project[]> {
    const { data } = await firstValueFrom(this.http.get<Project[]>(`${this.apiUrl}/projects/all`, { params: { per_page: 100 } }));
    return data;
  }

  async getOwnedGroups(): Promise<Group[]> {
    const { data } = await firstValueFrom(this.http.get<Group[]>(`${this.apiUrl}/groups/owned`, { params: { per_page: 100 } }));
    return data;
  }

  async getPushEvents(userId: number): Promise<unknown[]> {
    const { data } = await firstValueFrom(this.http.get<unknown[]>(`${this.apiUrl}/users/${userId}/events`, { params: { action: 'pushed to', sort: 'DESC' } }));
    return data;
  }

  /** Merges through the update route, as the service always did for the release bot's own merge requests. */
  async mergeByUpdate(mr: MergeRequestRef): Promise<void> {
    await firstValueFrom(this.http.put(`${this.apiUrl}/projects/${mr.project_id}/merge_requests/${mr.id}`, { state_event: 'merge' }));
  }
}
