// The GraphQL gateway's GitLab data source: one instance per request, its base from the server's options.
import { RESTDataSource } from '../vendor/apollo-datasource-rest.mjs';

export class GitlabAPI extends RESTDataSource {
  constructor({ url }) {
    super();
    this.baseURL = `${url}/api/v3/`;
  }

  willSendRequest(request) {
    request.headers.set('PRIVATE-TOKEN', this.context.token);
  }

  async getProject(id) {
    return this.get(`projects/${encodeURIComponent(id)}`);
  }

  async getJobs(id, scope) {
    return this.get(`projects/${encodeURIComponent(id)}/builds`, { scope });
  }

  async getAllProjects() {
    return this.get('projects/all', { order_by: 'name' });
  }

  async searchProjects(term) {
    return this.get(`projects/search/${encodeURIComponent(term)}`, { per_page: 20 });
  }

  async getIssueByIid(id, iid) {
    const [issue] = await this.get(`projects/${encodeURIComponent(id)}/issues`, { iid });
    return issue;
  }

  async createIssue(id, { title, labels }) {
    return this.post(`projects/${encodeURIComponent(id)}/issues`, { title, labels: labels.join(',') });
  }

  async getMergeRequestComments(id, mr) {
    return this.get(`projects/${encodeURIComponent(id)}/merge_request/${mr.id}/comments`);
  }

  async getMergeRequestChanges(id, mr) {
    return this.get(`projects/${encodeURIComponent(id)}/merge_request/${mr.id}/changes`);
  }

  async subscribeLabel(id, name) {
    return this.post(`projects/${encodeURIComponent(id)}/labels/${encodeURIComponent(name)}/subscription`);
  }

  async unsubscribeLabel(id, name) {
    return this.delete(`projects/${encodeURIComponent(id)}/labels/${encodeURIComponent(name)}/subscription`);
  }

  async forkProject(id, namespace) {
    return this.post(`projects/fork/${encodeURIComponent(id)}`, { namespace });
  }

  async getGitignore(name) {
    return this.get(`gitignores/${name}`);
  }

  async getCurrentUser() {
    return this.get('user');
  }
}
