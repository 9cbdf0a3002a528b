import prodEnv from './prod.env.js';

export default {
  build: {
    env: prodEnv,
    assetsPublicPath: '/panels/'
  },
  dev: {
    env: Object.assign({}, prodEnv, { NODE_ENV: '"development"' }),
    port: 8080
  }
};
