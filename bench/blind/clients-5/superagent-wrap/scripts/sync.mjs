// Keeps the team's projects in line: labels, deploy keys, forks, users.
import gitlab from '../src/index.mjs';
import config from './config.mjs';

export const api = gitlab(config);

export function createServiceUser(username, email) {
  return api.users.createUser({ email, username, name: 'Sync bot', password: 's3cret-pass', confirm: false });
}
