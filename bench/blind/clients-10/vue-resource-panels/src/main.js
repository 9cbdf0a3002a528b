import Vue from './http.js';
import BuildsPanel from './components/BuildsPanel.js';
import ProjectPicker from './components/ProjectPicker.js';
import IssueBoard from './components/IssueBoard.js';
import Inbox from './components/Inbox.js';
import RepoFacts from './components/RepoFacts.js';

export function mount(projectId, userId) {
  return {
    builds: new Vue(Object.assign({}, BuildsPanel, { propsData: { projectId } })),
    picker: new Vue(ProjectPicker),
    issues: new Vue(Object.assign({}, IssueBoard, { propsData: { projectId } })),
    inbox: new Vue(Object.assign({}, Inbox, { propsData: { userId } })),
    repo: new Vue(Object.assign({}, RepoFacts, { propsData: { projectId } }))
  };
}
