import { createApiRef } from '../../vendor/core-plugin-api.mjs';

export type MergeRequestRef = { id: number; iid: number; title?: string };
export type JobSummary = { id: number; name: string; status: string; stage: string };

export interface GitlabCIApi {
  getProjectDetails(projectSlug: string): Promise<unknown>;
  getFailedJobs(projectId: number): Promise<JobSummary[]>;
  getMergeRequests(projectId: number, state: 'opened' | 'merged' | 'closed'): Promise<unknown[]>;
  getMergeRequestChanges(projectId: number, mr: MergeRequestRef): Promise<unknown>;
  getReadme(projectId: number, ref: string): Promise<string>;
  getDocsTree(projectId: number, ref: string): Promise<unknown[]>;
  getOwnedGroups(): Promise<unknown[]>;
  getStarredProjects(): Promise<unknown[]>;
  getMergedActivity(projectId: number): Promise<unknown[]>;
  getCommitJobs(projectId: number, sha: string): Promise<JobSummary[]>;
  cancelPipeline(projectId: number, pipelineId: number): Promise<void>;
  getLatestTag(projectId: number): Promise<unknown>;
  searchProjects(term: string): Promise<unknown[]>;
}

export const gitlabCIApiRef = createApiRef<GitlabCIApi>({ id: 'plugin.gitlabci.service' });
