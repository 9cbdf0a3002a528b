// Description:
//   Find projects and keep the bot's starred list (the dashboard shows the bot's stars).
//
// Commands:
//   hubot gitlab search <term> - projects whose name matches
//   hubot gitlab star <project> - star a project
//   hubot gitlab unstar <project> - unstar a project
//
// Author:
//   ops-team

const { apiRoot, token, projectRef, failed, parse } = require('../lib/gitlab');

module.exports = (robot) => {
  robot.respond(/gitlab search (.+)$/i, (res) => {
    const term = res.match[1].trim();
    robot.http(`${apiRoot}/projects/search/${encodeURIComponent(term)}`).header('PRIVATE-TOKEN', token()).get()((err, resp, body) => {
      if (failed(res, err, resp, body)) return;
      const found = [].concat(parse(body) || []);
      res.send(found.map((p) => p.path_with_namespace).join('\n') || `Nothing matches "${term}"`);
    });
  });

  robot.respond(/gitlab star (\S+)$/i, (res) => {
    const project = res.match[1];
    robot.http(`${apiRoot}/projects/${projectRef(project)}/star`).header('PRIVATE-TOKEN', token()).post()((err, resp, body) => {
      if (failed(res, err, resp, body)) return;
      res.send(`Starred ${project}`);
    });
  });

  robot.respond(/gitlab unstar (\S+)$/i, (res) => {
    const project = res.match[1];
    const star = robot.http(`${apiRoot}/projects/${projectRef(project)}/star`).header('PRIVATE-TOKEN', token());
    star.del()((err, resp, body) => {
      if (failed(res, err, resp, body)) return;
      res.send(`Unstarred ${project}`);
    });
  });
};
