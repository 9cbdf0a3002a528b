/* global gon */
import $ from './vendor/jquery.mjs';

const Api = {
  projectsPath: '/api/:version/projects',
  projectPath: '/api/:version/projects/:id',
  usersPath: '/api/:version/users',
  licensePath: '/api/:version/licenses/:key',
  gitignorePath: '/api/:version/gitignores/:key',
  branchSinglePath: '/api/:version/projects/:id/repository/branches/:branch',
  createBranchPath: '/api/:version/projects/:id/repository/branches',
  commitPath: '/api/:version/projects/:id/repository/commits',
  mergeRequestPath: '/api/:version/projects/:id/merge_request/:mrid',
  mergeRequestChangesPath: '/api/:version/projects/:id/merge_requests/:mrid/changes',
  issuesPath: '/api/:version/projects/:id/issues',
  projectEventsPath: '/api/:version/projects/:id/events',
  buildsPath: '/api/:version/projects/:id/builds',
  starPath: '/api/:version/projects/:id/star',
  todoPath: '/api/:version/todos/:id',

  // Return single project
  project(projectPath) {
    const url = Api.buildUrl(Api.projectPath).replace(':id', encodeURIComponent(projectPath));
    return $.ajax({ url, dataType: 'json' });
  },

  // Return projects list. Filtered by query
  projects(query, options, callback) {
    const url = Api.buildUrl(Api.projectsPath);
    return $.ajax({
      url,
      data: Object.assign({ search: query, per_page: 20, simple: true }, options),
      dataType: 'json',
    }).done((projects) => callback(projects));
  },

  users(query, options) {
    const url = Api.buildUrl(this.usersPath);
    return $.ajax({
      url,
      data: Object.assign({ search: query, per_page: 20 }, options),
      dataType: 'json',
    });
  },

  // Return text for a specific license
  licenseText(key, data, callback) {
    const url = Api.buildUrl(Api.licensePath).replace(':key', key);
    return $.ajax({ url, data }).done((license) => callback(license));
  },

  gitignoreText(key, callback) {
    const url = Api.buildUrl(Api.gitignorePath).replace(':key', key);
    return $.get(url, (gitignore) => callback(gitignore));
  },

  branchSingle(id, branch) {
    const url = Api.buildUrl(Api.branchSinglePath)
      .replace(':id', encodeURIComponent(id))
      .replace(':branch', branch);
    return $.ajax({ url, type: 'GET', dataType: 'json' });
  },

  createBranch(id, branch, ref) {
    const url = Api.buildUrl(Api.createBranchPath).replace(':id', encodeURIComponent(id));
    return $.ajax({
      url,
      type: 'POST',
      data: { branch_name: branch, ref },
      dataType: 'json',
    });
  },

  commitMultiple(id, data) {
    const url = Api.buildUrl(Api.commitPath).replace(':id', encodeURIComponent(id));
    return $.ajax({
      url,
      type: 'POST',
      contentType: 'application/json; charset=utf-8',
      data: JSON.stringify(data),
      dataType: 'json',
    });
  },

  mergeRequest(projectPath, mergeRequestId) {
    const url = Api.buildUrl(Api.mergeRequestPath)
      .replace(':id', encodeURIComponent(projectPath))
      .replace(':mrid', mergeRequestId);
    return $.ajax({ url, dataType: 'json' });
  },

  mergeRequestChanges(projectPath, mergeRequestId) {
    const url = Api.buildUrl(Api.mergeRequestChangesPath)
      .replace(':id', encodeURIComponent(projectPath))
      .replace(':mrid', mergeRequestId);
    return $.ajax({ url, dataType: 'json' });
  },

  issueByIid(projectPath, iid) {
    const url = Api.buildUrl(Api.issuesPath).replace(':id', encodeURIComponent(projectPath));
    return $.ajax({ url, data: { iid }, dataType: 'json' });
  },

  projectEvents(projectPath, targetType) {
    const url = Api.buildUrl(Api.projectEventsPath).replace(':id', encodeURIComponent(projectPath));
    return $.ajax({ url, data: { target_type: targetType, per_page: 20 }, dataType: 'json' });
  },

  runningBuilds(projectPath) {
    const url = Api.buildUrl(Api.buildsPath).replace(':id', encodeURIComponent(projectPath));
    return $.ajax({ url, data: { scope: 'running' }, dataType: 'json' });
  },

  unstar(projectPath) {
    const url = Api.buildUrl(Api.starPath).replace(':id', encodeURIComponent(projectPath));
    return $.ajax({ url, type: 'DELETE', dataType: 'json' });
  },

  markTodoDone(todoId) {
    const url = Api.buildUrl(Api.todoPath).replace(':id', todoId);
    return $.ajax({ url, type: 'DELETE', dataType: 'json' });
  },

  buildUrl(url) {
    let urlRoot = '';
    if (gon.relative_url_root != null) {
      urlRoot = gon.relative_url_root;
    }
    return urlRoot + url.replace(':version', gon.api_version);
  },
};

export default Api;
