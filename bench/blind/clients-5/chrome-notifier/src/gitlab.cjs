var XMLHttpRequest = require('../vendor/xhr.cjs');
var config = require('./background_init.cjs').config;
var util = require('./util.cjs');

var gitlab = (function () {
  var per_page = 100;
  var eventPath = {
    Issue: { page: 'issues', api: 'issues' },
    MergeRequest: { page: 'merge_requests', api: 'merge_request' },
    Milestone: { page: 'milestones', api: 'milestones' },
  };

  // private: one request to the API, the callback gets (error, parsed body)
  function request(method, path, params, callback) {
    var xhr = new XMLHttpRequest();
    var url = config.apiPath + path;
    var body = null;
    if (params && method === 'GET') {
      url += '?' + util.toQuery(params);
    } else if (params) {
      body = JSON.stringify(params);
    }
    xhr.open(method, url, true);
    xhr.setRequestHeader('PRIVATE-TOKEN', config.privateToken);
    if (body) xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.onreadystatechange = function () {
      if (xhr.readyState !== 4) return;
      if (xhr.status >= 200 && xhr.status < 300) callback(null, JSON.parse(xhr.responseText || 'null'));
      else callback(new Error(method + ' ' + path + ': ' + xhr.status));
    };
    xhr.onerror = callback;
    xhr.send(body);
  }

  // public methods
  function getProjects(page, callback) {
    // GET /projects
    request('GET', 'projects', { page: page, per_page: per_page }, callback);
  }

  function getStarredProjects(callback) {
    request('GET', 'projects/starred', null, callback);
  }

  function getOwnedGroups(callback) {
    request('GET', 'groups/owned', { per_page: per_page }, callback);
  }

  function getProjectEvents(project_id, callback) {
    // GET /projects/:id/events
    request('GET', 'projects/' + project_id + '/events', { per_page: per_page }, callback);
  }

  function getEventTarget(args, callback) {
    // GET /projects/:id/issues/:issue_id, /projects/:id/merge_request/:merge_request_id
    // or /projects/:id/milestones/:milestone_id
    request(
      'GET',
      'projects/' + encodeURIComponent(args.project_name) + '/' + eventPath[args.target_type].api + '/' + args.target.id,
      null,
      callback
    );
  }

  function getCurrentUser(callback) {
    request('GET', 'user', null, callback);
  }

  function markTodoDone(todo_id, callback) {
    request('DELETE', 'todos/' + todo_id, null, callback);
  }

  function markAllTodosDone(callback) {
    request('DELETE', 'todos', null, callback);
  }

  function getCommitBuilds(project_id, sha, callback) {
    request('GET', 'projects/' + project_id + '/repository/commits/' + sha + '/builds', null, callback);
  }

  function retryBuild(project_id, build_id, callback) {
    request('POST', 'projects/' + project_id + '/builds/' + build_id + '/retry', null, callback);
  }

  function getBuildTrace(project_id, build_id, callback) {
    request('GET', 'projects/' + project_id + '/builds/' + build_id + '/trace', null, callback);
  }

  function subscribe(project_id, merge_request, callback) {
    request('POST', 'projects/' + project_id + '/merge_requests/' + merge_request.id + '/subscription', null, callback);
  }

  return {
    getProjects: getProjects,
    getStarredProjects: getStarredProjects,
    getOwnedGroups: getOwnedGroups,
    getProjectEvents: getProjectEvents,
    getEventTarget: getEventTarget,
    getCurrentUser: getCurrentUser,
    markTodoDone: markTodoDone,
    markAllTodosDone: markAllTodosDone,
    getCommitBuilds: getCommitBuilds,
    retryBuild: retryBuild,
    getBuildTrace: getBuildTrace,
    subscribe: subscribe,
  };
})();

module.exports = gitlab;
