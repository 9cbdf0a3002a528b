// Description:
//   Merge requests the GitLab webhook told the room about (kept in the brain by `project!iid`).
//
// Commands:
//   hubot mr merge <project> !<iid> - merge when the pipeline succeeds
//   hubot mr comments <project> !<iid> - the discussion so far
//
// Author:
//   ops-team

const { apiRoot, token, projectRef, failed, parse } = require('../lib/gitlab');

const remembered = (robot, project, iid) => (robot.brain.get('gitlab.mergeRequests') || {})[`${project}!${iid}`];

module.exports = (robot) => {
  robot.respond(/mr merge (\S+) !(\d+)$/i, (res) => {
    const [, project, iid] = res.match;
    const mr = remembered(robot, project, iid);
    if (!mr) return res.reply(`I have not seen ${project}!${iid}`);
    robot
      .http(`${apiRoot}/projects/${projectRef(project)}/merge_requests/${mr.id}/merge`)
      .header('PRIVATE-TOKEN', token())
      .header('Content-Type', 'application/json')
      .put(JSON.stringify({ merge_when_build_succeeds: true, should_remove_source_branch: true }))((err, resp, body) => {
        if (failed(res, err, resp, body)) return;
        res.send(`${project}!${mr.iid} will be merged when the pipeline succeeds`);
      });
  });

  robot.respond(/mr comments (\S+) !(\d+)$/i, (res) => {
    const [, project, iid] = res.match;
    const mr = remembered(robot, project, iid);
    if (!mr) return res.reply(`I have not seen ${project}!${iid}`);
    robot.http(`${apiRoot}/projects/${projectRef(project)}/merge_requests/${mr.id}/comments`).header('PRIVATE-TOKEN', token()).get()((err, resp, body) => {
      if (failed(res, err, resp, body)) return;
      const notes = [].concat(parse(body) || []);
      res.send(notes.map((n) => `${n.author && n.author.username}: ${n.note}`).join('\n') || 'No comments yet');
    });
  });
};
