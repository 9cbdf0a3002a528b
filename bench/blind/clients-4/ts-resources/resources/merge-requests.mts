import { BaseResource, projectPath, type ProjectId } from '../base.mjs';

/** A merge request as webhooks and lists return it: the global `id` and the per-project `iid`. */
export interface MergeRequestRef {
  id: number;
  iid: number;
}

export interface MergeRequest extends MergeRequestRef {
  title: string;
  state: string;
}

export class MergeRequests extends BaseResource {
  show(project: ProjectId, mr: MergeRequestRef): Promise<MergeRequest> {
    return this.get<MergeRequest>(`projects/${projectPath(project)}/merge_requests/${mr.id}`);
  }

  /** Merges as soon as the pipeline passes. */
  mergeWhenGreen(project: ProjectId, mr: MergeRequestRef): Promise<MergeRequest> {
    return this.put<MergeRequest>(`projects/${projectPath(project)}/merge_requests/${mr.id}/merge`, {
      merge_when_build_succeeds: true,
      should_remove_source_branch: true,
    });
  }
}
