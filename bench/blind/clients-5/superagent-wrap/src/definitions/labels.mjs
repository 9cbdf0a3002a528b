/**
 * @module gitlab-api.labels/definition
 */
import request from 'superagent';

/**
 * `GET /projects/:id/labels`
 */
export const getProjectLabels = (apiBaseUrl, id) => {
  const path = `${apiBaseUrl}/projects/${id}/labels`;

  const req = request.get(path);

  return req;
};

/**
 * `POST /projects/:id/labels`
 */
export const addProjectLabel = (apiBaseUrl, id, payload) => {
  const path = `${apiBaseUrl}/projects/${id}/labels`;

  const req = request.post(path);
  req.send(payload);

  return req;
};

/**
 * `DELETE /projects/:id/labels?name=…`
 */
export const deleteProjectLabel = (apiBaseUrl, id, name) => {
  const path = `${apiBaseUrl}/projects/${id}/labels`;

  const req = request.delete(path);
  req.query({ name });

  return req;
};

/**
 * `POST /projects/:id/labels/:label_id/subscription`
 */
export const subscribeToLabel = (apiBaseUrl, id, labelId) => {
  const path = `${apiBaseUrl}/projects/${id}/labels/${labelId}/subscription`;

  return request.post(path);
};

/**
 * `DELETE /projects/:id/labels/:label_id/subscription`
 */
export const unsubscribeFromLabel = (apiBaseUrl, id, labelId) => {
  const path = `${apiBaseUrl}/projects/${id}/labels/${labelId}/subscription`;

  return request.delete(path);
};
