// A merge bot (2016): one GitLab client that queues its requests and reports through events.
import { EventEmitter } from 'node:events';
import util from 'node:util';
import needle from './vendor/needle.mjs';
import PQueue from './vendor/p-queue.mjs';

export default class MergeBot extends EventEmitter {
  constructor(settings) {
    super();
    this.api = util.format('%s/api/v3', settings.gitlab.host);
    this.token = settings.gitlab.token;
    this.queue = new PQueue({ concurrency: settings.concurrency });
  }

  endpoint(format, ...args) {
    return util.format('%s' + format, this.api, ...args.map((a) => encodeURIComponent(a)));
  }

  send(method, url, data) {
    return this.queue.add(
      () =>
        new Promise((resolve, reject) => {
          needle.request(method, url, data, { json: true, headers: { 'PRIVATE-TOKEN': this.token } }, (err, resp, body) => {
            if (err) {
              this.emit('error', err);
              return reject(err);
            }
            this.emit('response', method, url, resp.statusCode);
            if (resp.statusCode >= 400) return reject(Object.assign(new Error(`${method} ${url}: ${resp.statusCode}`), { statusCode: resp.statusCode }));
            resolve(body);
          });
        }),
    );
  }

  openMergeRequests(project) {
    return this.send('get', this.endpoint('/projects/%s/merge_requests', project), { state: 'opened', per_page: 100 });
  }

  notes(project, mr) {
    return this.send('get', this.endpoint('/projects/%s/merge_requests/%d/notes', project, mr.id));
  }

  comment(project, mr, body) {
    return this.send('post', this.endpoint('/projects/%s/merge_requests/%d/notes', project, mr.id), { body });
  }

  legacyComments(project, mr) {
    return this.send('get', this.endpoint('/projects/%s/merge_request/%d/comments', project, mr.id));
  }

  mergeWhenGreen(project, mr) {
    return this.send('put', this.endpoint('/projects/%s/merge_requests/%d/merge', project, mr.id), {
      merge_when_build_succeeds: true,
      should_remove_source_branch: true,
    });
  }

  issueByIid(project, iid) {
    return this.send('get', this.endpoint('/projects/%s/issues', project), { iid });
  }

  milestonesByIid(project, iids) {
    return this.send('get', this.endpoint('/projects/%s/milestones', project), { iid: iids });
  }

  mergedEvents(project) {
    return this.send('get', this.endpoint('/projects/%s/events', project), { action: 'accepted', target_type: 'MergeRequest' });
  }

  sourceTree(project, ref, dir) {
    return this.send('get', this.endpoint('/projects/%s/repository/tree', project), { ref_name: ref, path: dir });
  }

  createBranch(project, name, ref) {
    return this.send('post', this.endpoint('/projects/%s/repository/branches', project), { branch_name: name, ref });
  }

  deleteBranch(project, name) {
    return this.send('delete', this.endpoint('/projects/%s/repository/branches/%s', project, name));
  }

  triggerBuild(project, token, ref) {
    return this.send('post', this.endpoint('/projects/%s/trigger/builds', project), { token, ref });
  }

  unstar(project) {
    return this.send('delete', this.endpoint('/projects/%s/star', project));
  }

  unblock(userId) {
    return this.send('put', this.endpoint('/users/%d/unblock', userId));
  }
}
