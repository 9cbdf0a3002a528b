// A GitLab client assembled from mixins: the class owns the axios instance, each mixin object
// adds the methods of one area of the API and reaches the instance through `this.http`.
import axios from 'axios';
import { projectsMixin } from './mixins/projects.mjs';
import { ciMixin } from './mixins/ci.mjs';
import { adminMixin } from './mixins/admin.mjs';

export class GitLab {
  constructor({ host, token }) {
    this.http = axios.create({
      baseURL: `${host.replace(/\/$/, '')}/api/v3/`,
      headers: { 'PRIVATE-TOKEN': token },
      timeout: 10000,
    });
  }
}

Object.assign(GitLab.prototype, projectsMixin, ciMixin, adminMixin);
