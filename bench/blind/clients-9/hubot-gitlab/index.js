// hubot-gitlab-ops: Hubot loads external scripts by calling this with the robot (external-scripts.json).
const fs = require('node:fs');
const path = require('node:path');

module.exports = (robot, scripts) => {
  const dir = path.resolve(__dirname, 'src', 'scripts');
  for (const file of fs.readdirSync(dir).sort()) {
    if (scripts && !scripts.includes('*') && !scripts.includes(file)) continue;
    robot.loadFile(dir, file);
  }
};
