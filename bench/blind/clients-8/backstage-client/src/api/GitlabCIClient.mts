import type { DiscoveryApi, FetchApi } from '../../vendor/core-plugin-api.mjs';
import { DEFAULT_PROXY_PATH } from './constants.mjs';
import type { GitlabCIApi, JobSummary, MergeRequestRef } from './types.mjs';

export class GitlabCIClient implements GitlabCIApi {
  private readonly discoveryApi: DiscoveryApi;
  private readonly fetchApi: FetchApi;
  private readonly proxyPath: string;

  constructor(options: { discoveryApi: DiscoveryApi; fetchApi: FetchApi; proxyPath?: string }) {
    this.discoveryApi = options.discoveryApi;
    this.fetchApi = options.fetchApi;
    this.proxyPath = options.proxyPath ?? DEFAULT_PROXY_PATH;
  }

  private async getApiUrl(): Promise<string> {
    const baseUrl = await this.discoveryApi.getBaseUrl('gitlab');
    return `${baseUrl}${this.proxyPath}`;
  }

  private async callApi<T>(path: string, query: Record<string, string> = {}, init?: RequestInit): Promise<T> {
    const params = new URLSearchParams(query).toString();
    const apiUrl = `${await this.getApiUrl()}/${path}${params ? `?${params}` : ''}`;
    const response = await this.fetchApi.fetch(apiUrl, init);
    if (!response.ok) throw new Error(`GitLab answered ${response.status} for ${path}`);
    return (await response.json()) as T;
  }

  async getProjectDetails(projectSlug: string) {
    return this.callApi<unknown>(`projects/${encodeURIComponent(projectSlug)}`);
  }

  async getFailedJobs(projectId: number) {
    return this.callApi<JobSummary[]>(`projects/${projectId}/builds`, { scope: 'failed', per_page: '20' });
  }

  async getMergeRequests(projectId: number, state: 'opened' | 'merged' | 'closed') {
    return this.callApi<unknown[]>(`projects/${projectId}/merge_requests`, { state, per_page: '20' });
  }

  async getMergeRequestChanges(projectId: number, mr: MergeRequestRef) {
    return this.callApi<unknown>(`projects/${projectId}/merge_request/${mr.id}/changes`);
  }

  async getReadme(projectId: number, ref: string) {
    const file = await this.callApi<{ content: string }>(`projects/${projectId}/repository/files`, { file_path: 'README.md', ref });
    return Buffer.from(file.content ?? '', 'base64').toString('utf8');
  }

  async getDocsTree(projectId: number, ref: string) {
    return this.callApi<unknown[]>(`projects/${projectId}/repository/tree`, { ref_name: ref, path: 'docs' });
  }

  async getOwnedGroups() {
    return this.callApi<unknown[]>('groups/owned');
  }

  async getStarredProjects() {
    return this.callApi<unknown[]>('projects/starred');
  }

  async getMergedActivity(projectId: number) {
    return this.callApi<unknown[]>(`projects/${projectId}/events`, { target_type: 'MergeRequest', action: 'accepted' });
  }

  async getCommitJobs(projectId: number, sha: string) {
    return this.callApi<JobSummary[]>(`projects/${projectId}/repository/commits/${sha}/builds`);
  }

  async cancelPipeline(projectId: number, pipelineId: number) {
    await this.callApi<unknown>(`projects/${projectId}/pipelines/${pipelineId}/cancel`, {}, { method: 'POST' });
  }

  async getLatestTag(projectId: number) {
    const tags = await this.callApi<unknown[]>(`projects/${projectId}/repository/tags`, { per_page: '1' });
    return tags[0];
  }

  async searchProjects(term: string) {
    return this.callApi<unknown[]>(`projects/search/${encodeURIComponent(term)}`);
  }

  // Not GitLab: the owner's entity comes from the Backstage catalog backend.
  async getOwnerEntity(owner: string) {
    const catalogUrl = await this.discoveryApi.getBaseUrl('catalog');
    const response = await this.fetchApi.fetch(`${catalogUrl}/entities/by-name/group/default/${encodeURIComponent(owner)}`);
    return response.json();
  }
}
