import { Application } from './vendor/bot-framework.mjs';
import { createRest } from './lib/rest.mjs';
import triage from './index.mjs';

const quiet = { info() {}, error() {} };

export const app = new Application({
  gitlab: createRest({ url: process.env.GITLAB_URL || 'http://127.0.0.1:__PORT__/', token: process.env.GITLAB_TOKEN || 'secret' }),
  log: quiet,
}).load(triage);
