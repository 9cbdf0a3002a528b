// Not GitLab: incidents go to the status page's own API (its v3, which has "projects" too).
const STATUSPAGE_API = process.env.HUBOT_STATUSPAGE_API || 'https://status.example.org/api/v3';

module.exports = function announce(robot, component, text, cb) {
  robot
    .http(`${STATUSPAGE_API}/projects/ops/components/${encodeURIComponent(component)}/incidents`)
    .header('Authorization', `OAuth ${process.env.HUBOT_STATUSPAGE_KEY || ''}`)
    .header('Content-Type', 'application/json')
    .post(JSON.stringify({ incident: { name: text, status: 'investigating' } }))((err, resp, body) => cb && cb(err, body));
};
