import Vue from './vendor/vue.mjs';
import Config from './Config.mjs';
import GitLabApi from './GitLabApi.mjs';
import App from './components/app.mjs';
import ProjectCard from './components/project-card.mjs';
import PipelineView from './components/pipeline-view.mjs';
import MergeRequests from './components/merge-requests.mjs';

Config.load({ privateToken: 'secret' });
Vue.use(GitLabApi);

export const app = new Vue(App);
export const card = new Vue({ ...ProjectCard, propsData: { projectId: 23 } });
export const pipeline = new Vue({ ...PipelineView, propsData: { project: { id: 23 }, pipeline: { id: 811, sha: '0badc0de' } } });
export const mergeRequests = new Vue({ ...MergeRequests, propsData: { projectId: 23 } });
