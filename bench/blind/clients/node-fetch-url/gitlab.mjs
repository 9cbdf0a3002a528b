// Admin helpers: node-fetch, with every URL resolved against the API root by `new URL`.
import fetch from 'node-fetch';

const API_ROOT = 'http://127.0.0.1:__PORT__/api/v3/';
const TOKEN = process.env.GITLAB_TOKEN || 'secret';

function endpoint(path, query = {}) {
  const url = new URL(path, API_ROOT);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.append(key, String(value));
  }
  return url;
}

async function send(url, init = {}) {
  const res = await fetch(url, {
    ...init,
    headers: { 'PRIVATE-TOKEN': TOKEN, 'Content-Type': 'application/json', ...init.headers },
  });
  if (!res.ok) throw new Error(`${init.method || 'GET'} ${url.pathname} failed: ${res.status}`);
  return res.json();
}

export const visibleProjects = () => send(endpoint('projects/visible'));

export const allProjects = () => send(endpoint('projects/all', { per_page: 100 }));

export const myProjects = () => send(endpoint('projects', { order_by: 'name' }));

export const createProject = (name) =>
  send(endpoint('projects'), { method: 'POST', body: JSON.stringify({ name, public: true }) });

export const createUser = (user) =>
  send(endpoint('users'), {
    method: 'POST',
    body: JSON.stringify({ email: user.email, username: user.username, name: user.name, password: user.password, confirm: false }),
  });

export const markAllTodosDone = () => send(endpoint('todos'), { method: 'DELETE' });

export const userComments = (userId) => send(endpoint(`users/${userId}/events`, { action: 'commented on' }));

export const commitFix = (projectId, file, content) =>
  send(endpoint(`projects/${projectId}/repository/commits`), {
    method: 'POST',
    body: JSON.stringify({
      branch_name: 'main',
      commit_message: 'fix',
      actions: [{ action: 'update', file_path: file, content }],
    }),
  });

export const updateFile = (projectId, file, content) =>
  send(endpoint(`projects/${projectId}/repository/files`), {
    method: 'PUT',
    body: JSON.stringify({ file_path: file, branch_name: 'main', content, commit_message: 'update ' + file }),
  });

export const projectEvents = (projectId) =>
  send(endpoint(`projects/${projectId}/events`, { target_type: 'Issue', action: 'closed' }));

export const dockerfileTemplate = (key) => send(endpoint(`dockerfiles/${key}`));
