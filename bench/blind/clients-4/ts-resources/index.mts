// The client's entry: one object with a resource per API area, all on the same options.
import { type ClientOptions } from './base.mjs';
import { Jobs } from './resources/jobs.mjs';
import { MergeRequests } from './resources/merge-requests.mjs';
import { Projects } from './resources/projects.mjs';
import { Users } from './resources/users.mjs';

export class Gitlab {
  readonly projects: Projects;
  readonly jobs: Jobs;
  readonly users: Users;
  readonly mergeRequests: MergeRequests;

  constructor(options: ClientOptions) {
    this.projects = new Projects(options);
    this.jobs = new Jobs(options);
    this.users = new Users(options);
    this.mergeRequests = new MergeRequests(options);
  }
}

export const gitlab = new Gitlab({
  host: process.env.GITLAB_HOST ?? 'http://127.0.0.1:__PORT__',
  token: process.env.GITLAB_TOKEN ?? 'secret',
});
