// RequireJS entry (data-main). Module config hands each module its settings: the GitLab API
// endpoint is given to the `gitlab` module only; the board's own REST backend is relative.
requirejs.config({
  baseUrl: 'js',
  paths: {
    jquery: '../vendor/jquery',
    backbone: '../vendor/backbone'
  },
  config: {
    gitlab: {
      endpoint: 'http://127.0.0.1:__PORT__/api/v3',
      token: 'board-2015-token'
    },
    'views/board': {
      pollInterval: 60000
    }
  }
});

require(['views/board'], function (Board) {
  window.board = new Board();
});
