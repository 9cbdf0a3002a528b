// Delete merged branches older than the configured age.
export default {
  name: 'branches',
  async list({ gitlab }, project) {
    return gitlab.get(`projects/${encodeURIComponent(project.path)}/repository/branches`, { searchParams: { per_page: 100 } });
  },
  async remove({ gitlab }, project, branch) {
    return gitlab.delete(`projects/${encodeURIComponent(project.path)}/repository/branches/${encodeURIComponent(branch)}`);
  },
};
