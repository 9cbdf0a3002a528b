export default {
  name: 'pipeline-view',
  props: ['project', 'pipeline'],
  data: () => ({ jobs: [], commitJobs: [] }),
  methods: {
    async fetchRunningJobs() {
      this.jobs = await this.$api(`/projects/${this.project.id}/builds`, { scope: 'running' });
    },
    async fetchJobsOfCommit() {
      this.commitJobs = await this.$api(`/projects/${this.project.id}/repository/commits/${this.pipeline.sha}/builds`);
    },
    retryJob(job) {
      return this.$api(`/projects/${this.project.id}/builds/${job.id}/retry`, {}, { method: 'post' });
    },
    playJob(job) {
      return this.$api(`/projects/${this.project.id}/builds/${job.id}/play`, {}, { method: 'post' });
    },
  },
};
