'use strict';

const path = (project, label) => `/projects/${encodeURIComponent(project)}/labels/${encodeURIComponent(label)}/subscription`;

module.exports = (http) => ({
  follow: (project, label) => http.post(path(project, label)),
  unfollow: (project, label) => http.del(path(project, label)),
});
