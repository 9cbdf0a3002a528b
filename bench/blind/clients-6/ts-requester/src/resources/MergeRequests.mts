import type { Requester } from '../Requester.mjs';
import type { ProjectId } from './Projects.mjs';

export interface MergeRequestRef {
  id: number;
  iid: number;
}

export class MergeRequests {
  constructor(private readonly requester: Requester) {}

  changes(project: ProjectId, mr: MergeRequestRef) {
    return this.requester.get(`projects/${project}/merge_request/${mr.id}/changes`);
  }

  byNumbers(project: ProjectId, iids: number[]) {
    return this.requester.get(`projects/${project}/merge_requests`, { iid: iids });
  }
}
