import { Issues } from '../resources.js';

export default {
  name: 'issue-board',
  props: ['projectId'],
  methods: {
    // The board links issues as "#12"; find it by that number.
    findByNumber(iid) {
      return Issues.query({ projectId: this.projectId, iid: iid });
    },
    close(issue) {
      return Issues.update({ projectId: this.projectId, issueId: issue.id }, { state_event: 'close' });
    },
    file(title) {
      return Issues.save({ projectId: this.projectId }, { title: title, labels: 'ops,panel' });
    }
  }
};
