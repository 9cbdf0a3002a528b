// Rotate deploy keys: list them, drop the expired ones.
export default {
  name: 'deployKeys',
  async list({ gitlab }, project) {
    return gitlab.get(`projects/${project.id}/keys`);
  },
  async remove({ gitlab }, project, key) {
    return gitlab.delete(`projects/${project.id}/keys/${key.id}`);
  },
};
