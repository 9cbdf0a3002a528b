/**
 * @module gitlab-api.users/definition
 */
import request from 'superagent';

/**
 * `PUT /users/:id/block`
 */
export const blockUser = (apiBaseUrl, id) => request.put(`${apiBaseUrl}/users/${id}/block`);

/**
 * `POST /users`
 */
export const createUser = (apiBaseUrl, payload) => {
  const req = request.post(`${apiBaseUrl}/users`);
  req.type('form');
  req.send(payload);
  return req;
};
