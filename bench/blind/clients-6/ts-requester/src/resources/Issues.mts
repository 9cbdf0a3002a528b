import type { Requester } from '../Requester.mjs';
import type { ProjectId } from './Projects.mjs';

export interface IssueRef {
  id: number;
  iid: number;
}

export class Issues {
  constructor(private readonly requester: Requester) {}

  all(project: ProjectId, state: 'opened' | 'closed' | 'all' = 'opened') {
    return this.requester.get(`projects/${encodeURIComponent(String(project))}/issues`, { state });
  }

  show(project: ProjectId, issue: IssueRef) {
    return this.requester.get(`projects/${encodeURIComponent(String(project))}/issues/${issue.id}`);
  }

  // The number people type (#12) is the iid.
  byNumber(project: ProjectId, iid: number) {
    return this.requester.get(`projects/${encodeURIComponent(String(project))}/issues`, { iid });
  }
}
