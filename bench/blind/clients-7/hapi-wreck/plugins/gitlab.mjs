// The ops portal's GitLab plugin: every route handler goes through these server methods.
import Wreck from '../vendor/wreck.mjs';

export const plugin = {
  name: 'gitlab',
  version: '1.3.0',
  register(server, options) {
    const gitlab = Wreck.defaults({
      baseUrl: `${options.url}/api/v3`,
      headers: { 'PRIVATE-TOKEN': options.token },
      json: 'force',
    });
    const project = (id) => `/projects/${encodeURIComponent(id)}`;

    server.method('gitlab.project', async (id) => (await gitlab.get(project(id))).payload);

    server.method('gitlab.branches', async (id) => (await gitlab.get(`${project(id)}/repository/branches`)).payload);

    server.method('gitlab.tree', async (id, ref, dir) => {
      const { payload } = await gitlab.get(`${project(id)}/repository/tree?ref_name=${encodeURIComponent(ref)}&path=${encodeURIComponent(dir)}`);
      return payload;
    });

    server.method('gitlab.writeValues', async (id, content) => {
      const { payload } = await gitlab.post(`${project(id)}/repository/files`, {
        payload: { file_path: 'charts/values.yaml', branch_name: 'main', content, commit_message: 'ops: update values' },
      });
      return payload;
    });

    server.method('gitlab.removeValues', async (id) => {
      const { payload } = await gitlab.delete(`${project(id)}/repository/files`, {
        payload: { file_path: 'charts/values.yaml', branch_name: 'main', commit_message: 'ops: drop values' },
      });
      return payload;
    });

    server.method('gitlab.members', async (id) => (await gitlab.get(`${project(id)}/members`)).payload);

    server.method('gitlab.addHook', async (id, url) => {
      const { payload } = await gitlab.post(`${project(id)}/hooks`, { payload: { url, push_events: true, build_events: true } });
      return payload;
    });

    server.method('gitlab.watchMergeRequest', async (id, mr) => (await gitlab.post(`${project(id)}/merge_requests/${mr.id}/subscription`)).payload);

    server.method('gitlab.cancelAutoMerge', async (id, mr) => (await gitlab.post(`${project(id)}/merge_requests/${mr.id}/cancel_merge_when_build_succeeds`)).payload);

    server.method('gitlab.unblock', async (userId) => (await gitlab.put(`/users/${userId}/unblock`)).payload);

    server.method('gitlab.lockDown', async () => {
      const { payload } = await gitlab.put('/application/settings', { payload: { default_project_visibility: 0, default_snippet_visibility: 0 } });
      return payload;
    });

    server.method('gitlab.labels', async (id) => (await gitlab.get(`${project(id)}/labels`)).payload);
  },
};
