// ==UserScript==
// @name         GitLab portal helper
// @namespace    https://tools.example.org/userscripts
// @version      0.9.2
// @description  Menu commands for the things the GitLab UI makes us click through
// @match        http://127.0.0.1:__PORT__/*
// @grant        GM_xmlhttpRequest
// @grant        GM_getValue
// @grant        GM_registerMenuCommand
// @connect      127.0.0.1
// ==/UserScript==

(function () {
  'use strict';

  const API = location.origin + '/api/v3';
  const project = encodeURIComponent(location.pathname.split('/').slice(1, 3).join('/'));

  function api(method, path, data, type) {
    return new Promise(function (resolve, reject) {
      GM_xmlhttpRequest({
        method: method,
        url: API + path,
        headers: Object.assign({ 'PRIVATE-TOKEN': GM_getValue('token', '') }, type ? { 'Content-Type': type } : {}),
        data: data,
        responseType: 'json',
        onload: function (r) {
          if (r.status >= 400) reject(Object.assign(new Error(r.status + ' ' + path), { status: r.status }));
          else resolve(r.response);
        },
        onerror: reject,
      });
    });
  }

  GM_registerMenuCommand('Retry job', function () {
    const job = prompt('Job ID');
    return api('POST', '/projects/' + project + '/builds/' + job + '/retry');
  });

  GM_registerMenuCommand('Erase job', function () {
    const job = prompt('Job ID');
    return api('POST', '/projects/' + project + '/builds/' + job + '/erase');
  });

  GM_registerMenuCommand('Job artifacts', function () {
    const job = prompt('Job ID');
    return api('GET', '/projects/' + project + '/builds/' + job + '/artifacts');
  });

  GM_registerMenuCommand('Star', function () {
    return api('POST', '/projects/' + project + '/star');
  });

  GM_registerMenuCommand('Unstar', function () {
    return api('DELETE', '/projects/' + project + '/star');
  });

  GM_registerMenuCommand('Close this issue', function () {
    const issue = unsafeWindow.issuable;
    return api('PUT', '/projects/' + project + '/issues/' + issue.id, 'state_event=close', 'application/x-www-form-urlencoded');
  });

  GM_registerMenuCommand('Mark todo done', function () {
    const todo = prompt('Todo ID');
    return api('DELETE', '/todos/' + todo);
  });

  GM_registerMenuCommand('Find project', function () {
    const q = prompt('Search');
    return api('GET', '/projects/search/' + encodeURIComponent(q));
  });

  GM_registerMenuCommand('Merge request by number', function () {
    const iid = prompt('!');
    return api('GET', '/projects/' + project + '/merge_requests?iid=' + iid);
  });

  GM_registerMenuCommand('Commit jobs', function () {
    const sha = prompt('Commit SHA');
    return new Promise(function (resolve, reject) {
      GM_xmlhttpRequest({
        method: 'GET',
        url: API + '/projects/' + project + '/repository/commits/' + sha + '/builds',
        headers: { 'PRIVATE-TOKEN': GM_getValue('token', '') },
        onload: function (r) { resolve(JSON.parse(r.responseText)); },
        onerror: reject,
      });
    });
  });

  GM_registerMenuCommand('Branch', function () {
    const name = prompt('Branch');
    return api('GET', '/projects/' + project + '/repository/branches/' + encodeURIComponent(name));
  });

  GM_registerMenuCommand('Who am I', function () {
    return new Promise(function (resolve, reject) {
      GM_xmlhttpRequest({
        method: 'GET',
        url: `${API}/user`,
        headers: { 'PRIVATE-TOKEN': GM_getValue('token', '') },
        onload: function (r) { resolve(JSON.parse(r.responseText)); },
        onerror: reject,
      });
    });
  });
})();
