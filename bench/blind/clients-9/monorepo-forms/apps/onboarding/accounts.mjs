// Joiners and leavers: accounts, their SSH keys, their team group.
import { GITLAB_API, postForm, putForm } from '#gitlab-core';

export function createAccount({ email, username, name, password }) {
  return postForm(`${GITLAB_API}/users`, { email, username, name, password, confirm: false });
}

export function addSshKey(userId, title, key) {
  return postForm(`${GITLAB_API}/users/${userId}/keys`, { title, key });
}

export function addToTeam(groupId, userId, accessLevel = 30) {
  return postForm(`${GITLAB_API}/groups/${groupId}/members`, { user_id: userId, access_level: accessLevel });
}

// Leavers are blocked, not deleted: their history stays attributed.
export function offboard(userId) {
  return putForm(`${GITLAB_API}/users/${userId}/block`);
}
