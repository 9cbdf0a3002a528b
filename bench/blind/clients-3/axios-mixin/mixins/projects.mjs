export const projectsMixin = {
  searchProjects(term) {
    return this.http.get(`projects/search/${encodeURIComponent(term)}`);
  },

  starredProjects() {
    return this.http.get('projects/starred');
  },

  visibleProjects() {
    return this.http.get('projects/visible', { params: { per_page: 50 } });
  },

  myProjects() {
    return this.http.get('projects', { params: { order_by: 'last_activity_at' } });
  },

  forkProject(id) {
    return this.http.post(`projects/fork/${id}`);
  },

  unstarProject(id) {
    return this.http.delete(`projects/${id}/star`);
  },

  makeInternal(id) {
    return this.http.put(`projects/${id}`, { visibility_level: 10 });
  },

  createProject(name) {
    return this.http.post('projects', { name, public: false, builds_enabled: false });
  },
};
