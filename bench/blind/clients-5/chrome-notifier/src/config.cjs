class Config {
  constructor(storage) {
    this.storage = storage || {};
  }

  get gitlabPath() {
    return this.storage.gitlabPath;
  }

  set gitlabPath(value) {
    this.storage.gitlabPath = value;
  }

  get apiPath() {
    return this.storage.apiPath;
  }

  set apiPath(value) {
    this.storage.apiPath = value;
  }

  get privateToken() {
    return this.storage.privateToken || '';
  }

  set privateToken(value) {
    this.storage.privateToken = value;
  }

  get pollingSecond() {
    return this.storage.pollingSecond || 60;
  }

  save(args) {
    this.gitlabPath = args.gitlabPath;
    this.apiPath = args.apiPath;
    this.privateToken = args.privateToken;
  }
}

try {
  module.exports = Config;
} catch (e) {
  // loaded as a plain script in the options page
}
