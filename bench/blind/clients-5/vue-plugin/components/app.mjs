export default {
  name: 'app',
  data: () => ({ projects: [] }),
  methods: {
    async fetchOwnProjects() {
      this.projects = await this.$api('/projects/owned', { per_page: 100 });
    },
    async fetchAllProjects() {
      this.projects = await this.$api('/projects/all', { archived: false, order_by: 'last_activity_at' });
    },
  },
};
