// Quarterly clean-up: archive dead projects, drop stars and todos of people who left, block
// their accounts, tidy deploy keys.
import { batch, del, get, post, put } from './api.mjs';

export const archiveProjects = (ids) => batch(ids, (id) => post(['projects', id, 'archive']));

export const dropStars = (ids) => batch(ids, (id) => del(['projects', id, 'star']));

export const blockUsers = (ids) => batch(ids, (id) => put(['users', id, 'block']));

export const markTodosDone = (ids) => batch(ids, (id) => del(['todos', id]));

export const forkToSandbox = (id) => post(['projects', 'fork', id], { namespace: 'sandbox' });

export const ownedGroups = (search) => get(['groups', 'owned'], { search });

export const everyProject = () => get(['projects', 'all'], { per_page: 100, statistics: true });

export const enableKey = (project, key) => post(['projects', project, 'deploy_keys', key, 'enable']);

export const removeKey = (project, key) => del(['projects', project, 'keys', key]);

export const rawBlob = (project, sha) => get(['projects', project, 'repository', 'raw_blobs', sha]);

export const watchIssue = (project, issue) => post(['projects', project, 'issues', issue.id, 'subscription']);
