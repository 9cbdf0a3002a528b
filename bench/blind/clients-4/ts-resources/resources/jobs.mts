import { BaseResource, projectPath, type ProjectId } from '../base.mjs';

export type JobScope = 'created' | 'pending' | 'running' | 'failed' | 'success' | 'canceled' | 'skipped' | 'manual';

export interface Job {
  id: number;
  status: JobScope;
  name: string;
}

export class Jobs extends BaseResource {
  list(project: ProjectId, scope?: JobScope): Promise<Job[]> {
    return this.get<Job[]>(`projects/${projectPath(project)}/builds`, { scope });
  }

  retry(project: ProjectId, jobId: number): Promise<Job> {
    return this.post<Job>(`projects/${projectPath(project)}/builds/${jobId}/retry`);
  }

  /** The jobs a commit ran, for the commit status column. */
  forCommit(project: ProjectId, sha: string): Promise<Job[]> {
    return this.get<Job[]>(`projects/${projectPath(project)}/repository/commits/${sha}/builds`);
  }
}
