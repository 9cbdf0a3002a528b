// Close the milestones of past sprints.
export default {
  name: 'milestones',
  async byNumber({ gitlab }, project, numbers) {
    return gitlab.get(`projects/${project.id}/milestones`, { searchParams: { 'iid[]': numbers } });
  },
  async close({ gitlab }, project, milestone) {
    return gitlab.put(`projects/${project.id}/milestones/${milestone.id}`, { json: { state_event: 'close' } });
  },
};
