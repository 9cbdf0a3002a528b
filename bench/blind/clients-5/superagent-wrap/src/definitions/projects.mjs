/**
 * @module gitlab-api.projects/definition
 */
import request from 'superagent';

/**
 * `GET /projects/search/:query`
 */
export const searchProjects = (apiBaseUrl, query, orderBy = 'name') => {
  const req = request.get(`${apiBaseUrl}/projects/search/${encodeURIComponent(query)}`);
  req.query({ order_by: orderBy });
  return req;
};

/**
 * `POST /projects/fork/:id`
 */
export const forkProject = (apiBaseUrl, id, namespace) => {
  const req = request.post(`${apiBaseUrl}/projects/fork/${id}`);
  if (namespace) req.send({ namespace });
  return req;
};

/**
 * `GET /projects/:id/repository/blobs/:sha?filepath=…`
 */
export const getRawFile = (apiBaseUrl, id, sha, filepath) => {
  const req = request.get(`${apiBaseUrl}/projects/${id}/repository/blobs/${sha}`);
  req.query({ filepath });
  return req;
};

/**
 * `POST /projects/:id/merge_requests/:merge_request_id/comments`
 */
export const commentOnMergeRequest = (apiBaseUrl, id, mergeRequestId, note) => {
  const req = request.post(`${apiBaseUrl}/projects/${id}/merge_requests/${mergeRequestId}/comments`);
  req.send({ note });
  return req;
};
