export default {
  name: 'repo-facts',
  props: ['projectId'],
  methods: {
    license(key) {
      return this.$http.get('licenses/' + key, { params: { project: 'ops-panels', fullname: 'Ops Team' } });
    },
    // package.json as of the deployed commit: {id} and {sha} fill the template, filepath goes to the query.
    manifestAt(sha) {
      return this.$http.get('projects/{id}/repository/commits/{sha}/blob', { params: { id: this.projectId, sha: sha, filepath: 'package.json' } });
    }
  }
};
