// What the options page saves when the user presses "Save".
var config = require('./background_init.cjs').config;

function saveOptions(form) {
  config.save({
    gitlabPath: form.gitlab_path,
    apiPath: form.api_path,
    privateToken: form.private_token,
  });
}

saveOptions({
  gitlab_path: 'http://127.0.0.1:__PORT__/',
  api_path: 'http://127.0.0.1:__PORT__/api/v3/',
  private_token: 'secret',
});

module.exports = { saveOptions: saveOptions };
