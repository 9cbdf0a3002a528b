import * as definitions from '../definitions/projects.mjs';
import { wrap } from '../wrapper.mjs';

export default (config) =>
  Object.keys(definitions).reduce((api, name) => {
    api[name] = wrap(definitions[name])(config);
    return api;
  }, {});
