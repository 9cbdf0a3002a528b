import Vue from '../vendor/vue.js';
import VueResource from '../vendor/vue-resource.js';

Vue.use(VueResource);

// Every relative URL in the panels ('projects/…') is resolved against the API root.
Vue.http.options.root = process.env.GITLAB_URL + '/api/v3';
Vue.http.headers.common['PRIVATE-TOKEN'] = process.env.GITLAB_TOKEN;

Vue.http.interceptors.push(function (request, next) {
  request.headers = Object.assign({ 'X-Panel': 'ops-panels' }, request.headers);
  next();
});

export default Vue;
