import axios from 'axios';
import Config from './Config.mjs';

const GitLabApi = {};

function nextLink(header) {
  const match = /<([^>]+)>;\s*rel="next"/.exec(header || '');
  return match ? match[1] : null;
}

GitLabApi.install = (Vue) => {
  Vue.prototype.$api = async (path, params = {}, behaviour = {}) => {
    const method = behaviour.method || 'get';
    const response = await axios.request({
      url: path,
      method,
      baseURL: Config.root.gitlabApi,
      params: method === 'get' ? params : undefined,
      data: method === 'get' ? undefined : params,
      headers: { 'Private-Token': Config.root.privateToken },
    });
    const result = response.data;
    if (behaviour.follow_next_page_links) {
      let next = nextLink(response.headers.link);
      while (next) {
        const nextResponse = await axios.get(next, { headers: { 'Private-Token': Config.root.privateToken } });
        result.push(...nextResponse.data);
        next = nextLink(nextResponse.headers.link);
      }
    }
    return result;
  };
};

export default GitLabApi;
