'use strict';

module.exports = (http) => ({
  unblock: (user) => http.put(`/users/${user}/unblock`),
  addSshKey: (title, key) => http.post('/user/keys', { title, key }),
});
