import { readFileSync } from 'node:fs';
import merge from './vendor/deepmerge.mjs';

const defaultConfig = JSON.parse(readFileSync(new URL('./config.default.json', import.meta.url), 'utf8'));

export default new (class Config {
  constructor() {
    this.config = null;
    this.localConfig = null;
  }

  load(config = {}) {
    this.localConfig = config;
    this.config = merge(defaultConfig, config);
  }

  get isConfigured() {
    return this.config !== null;
  }

  get root() {
    return this.config;
  }
})();
