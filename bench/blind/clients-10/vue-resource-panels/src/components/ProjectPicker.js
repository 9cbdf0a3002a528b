import Vue from '../http.js';

export default {
  name: 'project-picker',
  data() {
    return { projects: [] };
  },
  computed: {
    // Link to the API docs of the same GitLab, shown under the picker.
    apiHelp() {
      return Vue.http.options.root.replace(/\/api\/v3$/, '/help/api');
    }
  },
  methods: {
    everything() {
      return this.$http.get('projects/visible', { params: { order_by: 'last_activity_at' } });
    },
    mine() {
      return this.$http.get('projects', { params: { per_page: 100 } }).then((r) => (this.projects = r.body));
    },
    makePublic(projectId) {
      return this.$http.put('projects/' + projectId, { visibility_level: 20 });
    }
  }
};
