// Erase the builds of old pipelines, keep the artifacts of release builds.
export default {
  name: 'artifacts',
  async listFinished({ gitlab }, project) {
    return gitlab.get(`projects/${project.id}/builds`, { searchParams: { 'scope[]': ['success', 'failed'], per_page: 100 } });
  },
  async erase({ gitlab }, project, build) {
    return gitlab.post(`projects/${project.id}/builds/${build.id}/erase`);
  },
  async keep({ gitlab }, project, build) {
    return gitlab.post(`projects/${project.id}/builds/${build.id}/artifacts/keep`);
  },
  async commitBuilds({ gitlab }, project, sha) {
    return gitlab.get(`projects/${project.id}/repository/commits/${sha}/builds`);
  },
};
