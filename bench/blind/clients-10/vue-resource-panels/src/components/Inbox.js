export default {
  name: 'inbox',
  props: ['userId'],
  methods: {
    clearAll() {
      return this.$http.delete('todos');
    },
    milestoneActivity() {
      return this.$http.get('users/' + this.userId + '/events', { params: { target_type: 'Milestone' } });
    }
  }
};
