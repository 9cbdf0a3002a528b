export default {
  name: 'builds-panel',
  props: ['projectId'],
  data() {
    return { builds: [], error: null };
  },
  methods: {
    load() {
      return this.$http.get('projects/' + this.projectId + '/builds', { params: { scope: 'failed' } }).then((response) => {
        this.builds = response.body;
      });
    },
    play(build) {
      return this.$http.post(`projects/${this.projectId}/builds/${build.id}/play`);
    },
    environments() {
      return this.$http.get('projects/' + this.projectId + '/environments');
    }
  }
};
