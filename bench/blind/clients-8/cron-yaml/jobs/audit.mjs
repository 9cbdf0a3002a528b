// The morning audit: every project, the comment activity of the bot account, and the hooks.
export default {
  name: 'audit',
  async allProjects({ gitlab }) {
    return gitlab.get('projects/all', { searchParams: { archived: false, per_page: 100 } });
  },
  async botComments({ gitlab }, userId) {
    return gitlab.get(`users/${userId}/events`, { searchParams: { action: 'commented on' } });
  },
  async addHook({ gitlab }, project, url) {
    return gitlab.post(`projects/${project.id}/hooks`, { json: { url, push_events: false, build_events: true } });
  },
};
