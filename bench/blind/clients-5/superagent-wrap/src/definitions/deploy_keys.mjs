/**
 * @module gitlab-api.deploy_keys/definition
 */
import request from 'superagent';

/**
 * `GET /projects/:id/keys`
 */
export const getProjectKeys = (apiBaseUrl, id) => request.get(`${apiBaseUrl}/projects/${id}/keys`);

/**
 * `POST /projects/:id/keys`
 */
export const addProjectKey = (apiBaseUrl, id, payload) => {
  const req = request.post(`${apiBaseUrl}/projects/${id}/keys`);
  req.send(payload);
  return req;
};

/**
 * `DELETE /projects/:id/deploy_keys/:key_id/disable`
 */
export const disableProjectKey = (apiBaseUrl, id, keyId) => request.delete(`${apiBaseUrl}/projects/${id}/deploy_keys/${keyId}/disable`);
