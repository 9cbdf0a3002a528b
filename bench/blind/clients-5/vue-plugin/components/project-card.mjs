import Config from '../Config.mjs';

export default {
  name: 'project-card',
  props: ['project-id'],
  data: () => ({
    project: null,
    branches: [],
    pipelines: null,
    ciConfig: null,
  }),
  methods: {
    async fetchProject() {
      this.project = await this.$api(`/projects/${this.projectId}`);
      this.$emit('input', this.project);
    },
    async fetchBranches() {
      const fetchCount = Config.root.fetchCount;
      this.branches = await this.$api(`/projects/${this.projectId}/repository/branches`, {
        per_page: fetchCount > 100 ? 100 : fetchCount,
      }, { follow_next_page_links: fetchCount > 100 });
    },
    async fetchPipelines(refName) {
      this.pipelines = await this.$api(`/projects/${this.projectId}/pipelines`, {
        ref: refName,
        per_page: 5,
      });
    },
    async fetchCiConfig(ref) {
      this.ciConfig = await this.$api(`/projects/${this.projectId}/repository/files`, { file_path: '.gitlab-ci.yml', ref });
    },
  },
};
