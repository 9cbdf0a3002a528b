import type { Requester } from '../Requester.mjs';

export type ProjectId = string | number;
const id = (project: ProjectId) => encodeURIComponent(String(project));

export class Projects {
  constructor(private readonly requester: Requester) {}

  all(orderBy = 'name') {
    return this.requester.get('projects', { order_by: orderBy });
  }

  show(project: ProjectId) {
    return this.requester.get(`projects/${id(project)}`);
  }

  // Archived projects are hidden from everyone and stop running pipelines.
  retire(project: ProjectId) {
    return this.requester.put(`projects/${id(project)}`, { visibility_level: 0, builds_enabled: false });
  }

  unstar(project: ProjectId) {
    return this.requester.delete(`projects/${id(project)}/star`);
  }

  fork(project: ProjectId) {
    return this.requester.post(`projects/fork/${id(project)}`);
  }
}
