import { Requester, type RequesterOptions } from './Requester.mjs';
import { Issues } from './resources/Issues.mjs';
import { MergeRequests } from './resources/MergeRequests.mjs';
import { Projects } from './resources/Projects.mjs';
import { Users } from './resources/Users.mjs';

export class Gitlab {
  readonly projects: Projects;
  readonly issues: Issues;
  readonly mergeRequests: MergeRequests;
  readonly users: Users;

  constructor(options: RequesterOptions) {
    const requester = new Requester(options);
    this.projects = new Projects(requester);
    this.issues = new Issues(requester);
    this.mergeRequests = new MergeRequests(requester);
    this.users = new Users(requester);
  }
}
