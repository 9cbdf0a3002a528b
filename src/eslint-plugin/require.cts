// The CommonJS entry (`require('gitlab-v4-migrate/eslint-plugin')`), built into dist/cjs only:
// `module.exports` is the plugin itself, not a `{ default }` wrapper.
import plugin from './index.js';

export = plugin;
