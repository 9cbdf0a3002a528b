// Shared bits of the GitLab scripts: where the API is, the token, and how errors are told in chat.
//
// Configuration:
//   HUBOT_GITLAB_URL   - the GitLab instance (default: the ops instance)
//   HUBOT_GITLAB_TOKEN - a token of the ops bot user (admin, for block/unblock)

const GITLAB_URL = (process.env.HUBOT_GITLAB_URL || 'http://127.0.0.1:__PORT__').replace(/\/+$/, '');
const apiRoot = `${GITLAB_URL}/api/v3`;

const token = () => process.env.HUBOT_GITLAB_TOKEN || 'secret';

// "ops/portal" or "1207": GitLab takes either, the path URL-encoded.
const projectRef = (name) => encodeURIComponent(name);

function failed(res, err, resp, body) {
  if (err) {
    res.reply(`GitLab did not answer: ${err.message}`);
    return true;
  }
  if (resp.statusCode >= 400) {
    let message = body;
    try {
      message = JSON.parse(body).message || body;
    } catch (_) {}
    res.reply(`GitLab said ${resp.statusCode}: ${message}`);
    return true;
  }
  return false;
}

const parse = (body) => {
  try {
    return JSON.parse(body);
  } catch (_) {
    return null;
  }
};

module.exports = { GITLAB_URL, apiRoot, token, projectRef, failed, parse };
