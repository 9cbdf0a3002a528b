export default {
  name: 'merge-requests',
  props: ['project-id'],
  data: () => ({ mergeRequests: [], changes: null }),
  methods: {
    async fetchMergeRequests(iids) {
      this.mergeRequests = await this.$api(`/projects/${this.projectId}/merge_requests`, { state: 'opened', iid: iids });
    },
    async fetchChanges(mergeRequest) {
      this.changes = await this.$api(`/projects/${this.projectId}/merge_requests/${mergeRequest.id}/changes`);
    },
    cancelAutoMerge(mergeRequest) {
      return this.$api(`/projects/${this.projectId}/merge_requests/${mergeRequest.id}/cancel_merge_when_build_succeeds`, {}, { method: 'post' });
    },
    acceptWhenGreen(mergeRequest) {
      return this.$api(`/projects/${this.projectId}/merge_requests/${mergeRequest.id}/merge`, {
        merge_when_build_succeeds: true,
      }, { method: 'put' });
    },
  },
};
