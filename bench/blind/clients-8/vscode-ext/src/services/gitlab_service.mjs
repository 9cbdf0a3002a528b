// The extension's GitLab service: every request reads the instance URL from the settings at call
// time (the user may change it while the extension runs).
import superagent from 'superagent';
import * as vscode from '../../vendor/vscode.mjs';

export class GitLabService {
  constructor(secrets) {
    this.secrets = secrets;
  }

  getInstanceUrl() {
    return vscode.workspace.getConfiguration('gitlab').get('instanceUrl', 'https://gitlab.com').replace(/\/+$/, '');
  }

  getBaseUrl() {
    return `${this.getInstanceUrl()}/api/v3`;
  }

  async token() {
    return (await this.secrets.get(`gitlab-token-${this.getInstanceUrl()}`)) ?? '';
  }

  async fetchRunningJobs(project) {
    const { body } = await superagent.get(`${this.getBaseUrl()}/projects/${project}/builds`).set('PRIVATE-TOKEN', await this.token()).query({ scope: 'running' });
    return body;
  }

  async fetchJobTrace(project, jobId) {
    const res = await superagent.get(`${this.getBaseUrl()}/projects/${project}/builds/${jobId}/trace`).set('PRIVATE-TOKEN', await this.token()).buffer(true);
    return res.text;
  }

  async playJob(project, jobId) {
    return (await superagent.post(`${this.getBaseUrl()}/projects/${project}/builds/${jobId}/play`).set('PRIVATE-TOKEN', await this.token())).body;
  }

  async fetchMergeRequest(project, mr) {
    return (await superagent.get(`${this.getBaseUrl()}/projects/${project}/merge_requests/${mr.id}`).set('PRIVATE-TOKEN', await this.token())).body;
  }

  async fetchMergeRequestCommits(project, mr) {
    const url = `${this.getBaseUrl()}/projects/${project}/merge_request/${mr.id}/commits`;
    return (await superagent.get(url).set('PRIVATE-TOKEN', await this.token())).body;
  }

  async acceptMergeRequest(project, mr) {
    return (await superagent
      .put(`${this.getBaseUrl()}/projects/${project}/merge_requests/${mr.id}`)
      .set('PRIVATE-TOKEN', await this.token())
      .send({ state_event: 'merge' })).body;
  }

  async createSnippet(project, { title, fileName, content }) {
    return (await superagent
      .post(`${this.getBaseUrl()}/projects/${project}/snippets`)
      .set('PRIVATE-TOKEN', await this.token())
      .send({ title, file_name: fileName, code: content, visibility_level: 10 })).body;
  }

  async fetchCiConfig(project, ref) {
    const { body } = await superagent
      .get(`${this.getBaseUrl()}/projects/${project}/repository/files`)
      .set('PRIVATE-TOKEN', await this.token())
      .query({ file_path: '.gitlab-ci.yml', ref });
    return body;
  }

  async commitFile(project, { branch, message, path, content }) {
    return (await superagent
      .post(`${this.getBaseUrl()}/projects/${project}/repository/commits`)
      .set('PRIVATE-TOKEN', await this.token())
      .send({ branch_name: branch, commit_message: message, actions: [{ action: 'update', file_path: path, content }] })).body;
  }

  async fetchVisibleProjects() {
    return (await superagent.get(this.getBaseUrl() + '/projects/visible').set('PRIVATE-TOKEN', await this.token()).query({ order_by: 'last_activity_at' })).body;
  }

  async fetchCurrentUser() {
    return (await superagent.get(this.getBaseUrl() + '/user').set('PRIVATE-TOKEN', await this.token())).body;
  }

  async fetchOpenIssues(project) {
    return (await superagent.get(`${this.getBaseUrl()}/projects/${project}/issues`).set('PRIVATE-TOKEN', await this.token()).query({ state: 'opened', labels: 'bug' })).body;
  }

  async closeIssue(project, issue) {
    return (await superagent.put(`${this.getBaseUrl()}/projects/${project}/issues/${issue.id}`).set('PRIVATE-TOKEN', await this.token()).send({ state_event: 'close' })).body;
  }

  // Not GitLab: usage counters go to the telemetry service the settings name.
  async reportUsage(event) {
    const telemetry = vscode.workspace.getConfiguration('gitlab').get('telemetryUrl');
    if (telemetry) await superagent.post(`${telemetry}/projects/usage/builds`).send({ event });
  }
}
